// Filter Trades strategy (issue 6): coverage, minimal keep-set, removals; plus the curse constants of spec §9.
export { analyzeCoverage, type CoverageAnalysis, type Offer } from './coverage';
export {
  curseNamesOf,
  DEFAULT_KEPT_CURSE,
  type EnchantmentCurseFlag,
  gameCurseName,
  removableEnchantmentOptions,
  SPEC_CURSES,
  type SpecCurse,
} from './curses';
export { filterTrades } from './filterTrades';
export { compareSlots, formatSlot } from './order';
export {
  type CostItem,
  comparePrice,
  formatPrice,
  type TradeCost,
  type TradePrice,
  tradePrice,
} from './price';
export {
  greedySetCover,
  SET_COVER_DEFAULTS,
  type SetCoverInstance,
  type SetCoverOptions,
  type SetCoverResult,
  solveSetCover,
} from './setCover';
export type * from './types';
