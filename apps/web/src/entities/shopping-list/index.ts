export { shoppingListKeys } from './keys';
export { type ShoppingListAsk, useShoppingList } from './shopping-list-queries';
