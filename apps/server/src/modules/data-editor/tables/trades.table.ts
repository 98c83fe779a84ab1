import { deleteTradeRows } from '../../trades/trades.repository';
import { countRows } from './count';
import { checkTrade, TRADE_COLUMNS, tradeContext } from './trades.check';
import { readTrades } from './trades.read';
import { writeTrades } from './trades.write';
import type { Mode, NumberedRow, RowIssue, TableDef } from './types';
import type { World } from './world';

/** Rows of a file are checked in batches; ids must not repeat. */
async function tradeChecker(world: World, mode: Mode) {
  const context = await tradeContext(world, mode);
  const firstRowOf = new Map<number, number>();
  return {
    async checkBatch(rows: readonly NumberedRow[]): Promise<RowIssue[]> {
      const issues: RowIssue[] = [];
      for (const { row, raw } of rows) {
        const result = checkTrade(raw, context);
        if ('issues' in result) {
          issues.push(...result.issues.map((issue) => ({ row, ...issue })));
          continue;
        }
        const { key } = result.value;
        if (key === null) continue;
        const first = firstRowOf.get(key);
        if (first !== undefined)
          issues.push({ row, column: 'id', reason: `id ${key} appears twice (first on row ${first})` });
        else firstRowOf.set(key, row);
      }
      return issues;
    },
    finish: async () => [],
  };
}

/** Trades: the big table, checked and written a batch at a time so memory stays flat. */
export const tradesTable: TableDef = {
  name: 'trades',
  key: 'id',
  columns: TRADE_COLUMNS,
  parents: ['servers', 'towns', 'locations', 'enchantments'],
  label: (row) =>
    `${row.town ?? ''} ${row.location ?? ''} ${row.row ?? ''}${row.num ?? ''} ${row.sell_item ?? ''}`.trim(),
  read: readTrades,
  count: (db) => countRows(db, 'trades'),
  checker: tradeChecker,
  async writer(context) {
    return writeTrades(context, await tradeContext(context.world, context.mode));
  },
  async remove(trx, key) {
    await deleteTradeRows(trx, [key]);
    return {};
  },
  async clear(trx) {
    await trx.deleteFrom('trade_enchantments').execute();
    return Number((await trx.deleteFrom('trades').executeTakeFirst()).numDeletedRows);
  },
};
