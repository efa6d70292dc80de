export { AddToShoppingList, type AddToShoppingListProps } from './add-to-shopping-list';
export { ShoppingListDockLink } from './shopping-list-dock-link';
