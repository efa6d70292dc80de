/** The shopping list's rules (docs/product.md#shopping-list): reading, adding up and writing amounts, aisles. */
export { CATEGORY_LABELS, CATEGORY_ORDER, categoryOf, type ShoppingCategory } from './categories';
export { foodName, nameKey } from './names';
export { planShoppingAdd, type ShoppingAddPlan, type ShoppingEntry, type ShoppingListLine } from './merge';
export { byName, lineText, shoppingListText } from './share-text';
export { batchNames, expandBatches, type BatchRecipe } from './batches';
