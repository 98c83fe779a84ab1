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
  type SubmittedSearch,
  type TemplateRequest,
  useApplyStrategy,
  useEnchantmentSources,
  useTradeListing,
  useTradeSearch,
  useTradeTemplate,
} from './trades-queries';
