import { ADDED_FIELDS, type AddedTradeField } from '@tradehall/contracts';
import { nowIso } from '../../lib/time';
import { locationsNamed } from '../locations/locations-named';
import { resetSequence } from '../shared/table/helpers';
import {
  type NumberedRow,
  RowChangedError,
  type TableWriter,
  type WriteContext,
  type WriteCounts,
} from '../shared/table/types';
import { nameKey } from '../shared/table/world';
import { sameTrade, storedTradeContents } from './trade-compare';
import {
  deleteTradeEnchantments,
  insertTradeEnchantments,
  insertTrades,
  storedTrades,
  type TradeRecord,
  upsertTrades,
} from './trade-rows.repository';
import {
  serversOf,
  type TradeCheck,
  type TradeContext,
  type TradeSource,
  type TradeValue,
} from './trades.check';

/**
 * Writes trades a batch at a time: rows with an id are upserted (a new id is inserted with it, an existing one
 * updated and its version bumped), rows without are inserted; each trade's enchantments are replaced.
 * In merge mode a location named by a row but not yet in its town is created, as the trade form does.
 */
export function writeTrades<R extends TradeSource>(
  context: WriteContext,
  checks: TradeContext,
  check: TradeCheck<R>,
): TableWriter<R> {
  const { trx, mode } = context;
  const createdLocations: string[] = [];

  /** The locations rows name that their town has not yet: created, as the trade form does (merge mode). */
  async function createLocations(values: readonly TradeValue[]): Promise<void> {
    const wanted = values
      .filter((value) => value.location_id === null)
      .map((value) => ({ server_id: value.server_id, town_id: value.town_id, name: value.location }));
    if (wanted.length === 0) return;
    const { created } = await locationsNamed(trx, context.actor.username, wanted, checks.locations);
    createdLocations.push(...created.map((location) => location.name));
  }

  const locationIdOf = (value: TradeValue): number =>
    value.location_id ?? checks.locations.get(nameKey(value.town_id, value.location))!;

  function checkAll(rows: readonly NumberedRow<R>[]): TradeValue[] {
    const values: TradeValue[] = [];
    for (const { raw } of rows) {
      const result = check(raw, checks);
      if ('issues' in result) throw new RowChangedError('trades');
      values.push(result.value);
    }
    return values;
  }

  /** Imports leave a row equal to the stored trade as it is: the rows of the batch to write, with their index. */
  async function toWrite(batch: readonly TradeValue[]) {
    const all = batch.map((value, index) => ({ value, index }));
    const keys = batch.flatMap((value) => (value.key === null ? [] : [value.key]));
    if (!context.skipUnchanged || mode !== 'merge' || keys.length === 0) return all;
    const contents = await storedTradeContents(trx, keys);
    return all.filter(({ value }) => value.key === null || !sameTrade(value, contents.get(value.key)));
  }

  async function write(batch: readonly TradeValue[]): Promise<WriteCounts> {
    const now = nowIso();
    const kept = await toWrite(batch);
    const values = kept.map((row) => row.value);
    const keys = values.flatMap((value) => (value.key === null ? [] : [value.key]));
    // The trade-data lock is held: what is read here stays true until the commit.
    const stored: Awaited<ReturnType<typeof storedTrades>> =
      mode === 'merge' && keys.length > 0 ? await storedTrades(trx, keys) : new Map();
    if (mode === 'merge' && keys.length > 0) {
      const changed = keys.filter((id) => stored.get(id)?.row_version !== context.expected.get(id));
      if (changed.length > 0) throw new RowChangedError('trades', changed);
    }
    const existing = new Set<number>(stored.keys());
    await createLocations(values);
    const records: TradeRecord[] = [];
    for (const value of values) {
      const system =
        mode === 'replace'
          ? {
              created_at: value.system.created_at ?? now,
              updated_at: value.system.updated_at ?? value.system.created_at ?? now,
              row_version: value.system.row_version ?? 1,
            }
          : { created_at: now, updated_at: now, row_version: 1 };
      // A row that names no villager keeps the stored trade's (an update) or has none (an insert).
      const villagerUuid =
        value.villager_uuid ?? (value.key === null ? null : (stored.get(value.key)?.villager_uuid ?? null));
      const storedRow = value.key === null ? undefined : stored.get(value.key);
      records.push({
        server_id: value.server_id,
        town_id: value.town_id,
        location_id: locationIdOf(value),
        ...value.fields,
        // A file written before an added field existed keeps the stored trade's.
        ...keptAddedFields(value, storedRow),
        search_text: value.search_text,
        villager_uuid: villagerUuid,
        ...system,
      });
    }

    const keyed = values.flatMap((value, i) =>
      value.key === null ? [] : [{ ...records[i]!, id: value.key }],
    );
    await upsertTrades(context, keyed);
    if (keyed.length > existing.size) await resetSequence(context, 'trades');

    const fresh = values.flatMap((value, i) => (value.key === null ? [records[i]!] : []));
    const inserted = await insertTrades(context, fresh);
    // Multi-row INSERT … RETURNING answers in the order sent on both databases; make sure.
    inserted.forEach((row, i) => {
      const sent = fresh[i]!;
      if (row.row !== sent.row || row.num !== sent.num || row.sell_item !== sent.sell_item) {
        throw new Error('trades: RETURNING answered rows out of order');
      }
    });
    const freshIds = inserted.map((row) => row.id);

    let next = 0;
    const ids = values.map((value) => value.key ?? freshIds[next++]!);
    const replaced = values.flatMap((value) =>
      value.key !== null && existing.has(value.key) ? [value.key] : [],
    );
    await deleteTradeEnchantments(trx, replaced);
    const links = values.flatMap((value, i) =>
      value.enchantments.map((e) => ({
        trade_id: ids[i]!,
        enchantment_id: e.enchantment_id,
        level: e.level,
      })),
    );
    await insertTradeEnchantments(context, links);

    const rows = ids.map((key, i) => ({ key, inserted: !existing.has(key), index: kept[i]!.index }));
    return {
      inserted: values.length - existing.size,
      updated: existing.size,
      unchanged: batch.length - values.length,
      rows,
    };
  }

  // Batches are written one after another; the next one is checked (CPU only) while the previous one's
  // statements are with the database.
  let chain: Promise<unknown> = Promise.resolve();
  let failed = false;
  return {
    pipelined: true,
    writeBatch(rows: readonly NumberedRow<R>[]) {
      const checked = checks.villagerTypes.loadServers(trx, serversOf(rows)).then(() => checkAll(rows));
      const run = Promise.all([checked, chain]).then(([values]) => {
        if (failed) throw new Error('trades: an earlier batch failed');
        return write(values);
      });
      chain = run.catch(() => {
        failed = true;
      });
      return run;
    },
    async finish() {
      return { also_updated: createdLocations.map((name) => `location ${name}`) };
    },
  };
}

/** The row's added fields (notes, …); one it has no cell for keeps the stored trade's, or is '' on a new trade. */
function keptAddedFields(
  value: TradeValue,
  stored: Readonly<Record<AddedTradeField, string>> | undefined,
): Record<AddedTradeField, string> {
  return Object.fromEntries(
    ADDED_FIELDS.map((field) => [
      field,
      value.added_given.includes(field) ? value.fields[field] : (stored?.[field] ?? ''),
    ]),
  ) as Record<AddedTradeField, string>;
}
