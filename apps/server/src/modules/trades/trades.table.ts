import { forbidden } from '../../lib/http-error';
import { canSeeServer, NOT_A_MEMBER } from '../servers/membership';
import { countRows } from '../shared/table/count';
import {
  type Actor,
  type Mode,
  type NumberedRow,
  type RowIssue,
  staleRow,
  type TableChecker,
  type TableDef,
  type WriteOptions,
} from '../shared/table/types';
import type { World } from '../shared/table/world';
import { SlotCheck } from './slot-check';
import { sameTrade, storedTradeContents } from './trade-compare';
import { SAME_SERVER } from './trade-move';
import { storedTrades } from './trade-rows.repository';
import { librarianWarnings } from './trade-rules';
import {
  checkTrade,
  serversOf,
  TRADE_COLUMNS,
  type TradeCheck,
  type TradeSource,
  type TradeValue,
  tradeContext,
} from './trades.check';
import { readTrades } from './trades.read';
import { clearTrades, deleteTradeRows } from './trades.repository';
import { TRADE_CHANGED } from './trades.service';
import { writeTrades } from './trades.write';

/**
 * Rows of a file are checked in batches; ids must not repeat, and a stored trade stays on its server (as the
 * Move/Copy route keeps it). The version of each stored trade is remembered for the write. `check` reads a row:
 * cells (checkTrade), or a program's typed row (trade-rows.table.ts).
 */
export async function tradeChecker<R extends TradeSource>(
  world: World,
  mode: Mode,
  actor: Actor,
  options: WriteOptions | undefined,
  check: TradeCheck<R>,
): Promise<TableChecker<R>> {
  const context = await tradeContext(world, mode, actor, options);
  const firstRowOf = new Map<number, number>();
  const versions = new Map<number, number>();
  const warnings: RowIssue[] = [];
  const slots = new SlotCheck(mode);
  return {
    async checkBatch(rows: readonly NumberedRow<R>[]): Promise<RowIssue[]> {
      const issues: RowIssue[] = [];
      const keyed: { row: number; key: number; value: TradeValue }[] = [];
      await context.villagerTypes.loadServers(world.db, serversOf(rows));
      for (const { row, raw } of rows) {
        const result = check(raw, context);
        if ('issues' in result) {
          issues.push(...result.issues.map((issue) => ({ row, ...issue })));
          continue;
        }
        slots.add(row, result.value);
        const { key, fields, enchantments } = result.value;
        for (const reason of librarianWarnings(context.rules, fields, enchantments)) {
          warnings.push({ row, column: 'enchantments', reason });
        }
        if (key === null) continue;
        const first = firstRowOf.get(key);
        if (first !== undefined)
          issues.push({ row, column: 'id', reason: `id ${key} appears twice (first on row ${first})` });
        else {
          firstRowOf.set(key, row);
          keyed.push({ row, key, value: result.value });
        }
      }
      if (mode === 'replace' || keyed.length === 0) return issues;
      const keys = keyed.map((k) => k.key);
      const [stored, contents] = await Promise.all([
        storedTrades(world.db, keys),
        storedTradeContents(world.db, keys),
      ]);
      for (const { row, key, value } of keyed) {
        const trade = stored.get(key);
        if (!trade) continue;
        versions.set(key, trade.row_version);
        const stated = value.system.row_version;
        if (trade.server_id !== value.server_id)
          issues.push({ row, column: 'server_id', reason: SAME_SERVER });
        // A row equal to the stored trade changes nothing: an older version it states is no conflict.
        else if (stated !== undefined && stated !== trade.row_version && !sameTrade(value, contents.get(key)))
          issues.push(staleRow(row, TRADE_CHANGED));
      }
      return issues;
    },
    finish: () => slots.issues(world.db),
    versions: () => versions,
    warnings: () => warnings,
  };
}

/** Trades: the big table, checked and written a batch at a time so memory stays flat. */
export const tradesTable: TableDef = {
  name: 'trades',
  key: 'id',
  columns: TRADE_COLUMNS,
  parents: ['servers', 'towns', 'locations', 'enchantments'],
  writePermission: 'trades.write',
  label: (row) =>
    `${row.town ?? ''} ${row.location ?? ''} ${row.row ?? ''}${row.num ?? ''} ${row.sell_item ?? ''}`.trim(),
  read: readTrades,
  count: (db) => countRows(db, 'trades'),
  checker: (world, mode, actor, options) => tradeChecker(world, mode, actor, options, checkTrade),
  async writer(context) {
    return writeTrades(
      context,
      await tradeContext(context.world, context.mode, context.actor, context.options),
      checkTrade,
    );
  },
  async remove(trx, key, actor) {
    const trade = await trx.selectFrom('trades').select('server_id').where('id', '=', key).executeTakeFirst();
    if (trade && !(await canSeeServer(trx, actor, trade.server_id))) throw forbidden(NOT_A_MEMBER);
    await deleteTradeRows(trx, [key]);
    return {};
  },
  clear: clearTrades,
  changed: TRADE_CHANGED,
};
