import { ADDED_FIELDS, ADDED_TRADE_FIELDS, type Trade } from '@tradehall/contracts';
import { amountOrBlank, enchantmentsText } from './search-criteria';
import type { SortKey } from './trade-sort';

export interface TradeColumn {
  header: string;
  /**
   * Width in pixels; the table has a fixed layout so columns keep their width while rows scroll by. The column
   * without one takes the rest of the row.
   */
  width?: number;
  align?: 'right';
  /** What a click on the header sorts by (Amt1 is the price, Enchantments the level). */
  sortKey: SortKey;
  cell: (trade: Trade) => string;
}

/** The results columns of SPEC §2, in order. */
export const TRADE_COLUMNS: readonly TradeColumn[] = [
  { header: 'Town', sortKey: 'town', width: 80, cell: (t) => t.town },
  { header: 'Location', sortKey: 'location', width: 96, cell: (t) => t.location },
  { header: 'Row', sortKey: 'row', width: 44, cell: (t) => t.row },
  { header: 'Num', sortKey: 'num', width: 48, align: 'right', cell: (t) => String(t.num) },
  { header: 'Villager', sortKey: 'villager', width: 108, cell: (t) => t.villager_type },
  { header: 'Cost 1', sortKey: 'cost1', width: 100, cell: (t) => t.cost_item1 },
  { header: 'Amt1', sortKey: 'price', width: 52, align: 'right', cell: (t) => String(t.cost_amount1) },
  { header: 'Cost 2', sortKey: 'cost2', width: 80, cell: (t) => t.cost_item2 },
  {
    header: 'Amt2',
    sortKey: 'amount2',
    width: 52,
    align: 'right',
    cell: (t) => amountOrBlank(t.cost_amount2),
  },
  { header: 'Sell Item', sortKey: 'sell', width: 128, cell: (t) => t.sell_item },
  {
    header: 'Sell Amt',
    sortKey: 'sellAmount',
    width: 72,
    align: 'right',
    cell: (t) => String(t.sell_amount),
  },
  ...ADDED_FIELDS.map(
    (field): TradeColumn => ({
      header: ADDED_TRADE_FIELDS[field].label,
      sortKey: field,
      width: 120,
      cell: (t) => t[field],
    }),
  ),
  { header: 'Enchantments', sortKey: 'level', cell: (t) => enchantmentsText(t.enchantments) },
];

/** Below this the table scrolls sideways instead of squeezing the Enchantments column. */
export const TABLE_MIN_WIDTH = TRADE_COLUMNS.reduce((sum, column) => sum + (column.width ?? 140), 0);
