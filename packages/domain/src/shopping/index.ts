// The optimizer's shopping list (issue 16): who sells each book of a plan, totals and the visiting order.
export {
  buildShoppingList,
  compareOptions,
  EMERALDS_PER_XP_POINT,
  isSingleBookTrade,
  lowerLevelMergeLevels,
} from './select';
export { summarizeShopping } from './summary';
export type * from './types';
