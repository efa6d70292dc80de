export { AddToShoppingList, type AddToShoppingListProps } from './add-to-shopping-list';
