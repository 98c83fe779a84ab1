export { tradeKeys } from './keys';
export {
  type DeleteTradesResult,
  type SaveEditsResult,
  type TradeEdit,
  useCreateTrade,
  useDeleteTrades,
  useMoveTrades,
  useSaveTradeEdits,
} from './trade-writes';
export {
  type LocationName,
  type SubmittedSearch,
  type TemplateRequest,
  useApplyStrategy,
  useEnchantmentSources,
  useLocationListings,
  useTradeListing,
  useTradeSearch,
  useTradeTemplate,
} from './trades-queries';
