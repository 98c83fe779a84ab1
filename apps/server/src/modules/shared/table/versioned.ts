import type { Generated, Insertable, Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { idOf, insertedSystem, insertKeyedFirst } from './helpers';
import type { Pending } from './small-table';
import type { Db, TableDef, WriteContext } from './types';

/** Tables keyed by an identity `id` whose rows carry a `row_version` that every update bumps. */
export type VersionedTable = 'modpacks' | 'towns' | 'locations' | 'baubles' | 'enchantments';

/** A row's own values: what the table's check answers, written as they are. */
export type VersionedValues<T extends VersionedTable> = Omit<Insertable<Database[T]>, 'id' | 'row_version'>;

/** The shared statements touch only `id` and `row_version`; the rest is the row's checked values. */
type VersionedDb = Record<string, { id: Generated<number>; row_version: Generated<number> }>;
const versioned = (db: Db) => db as unknown as Kysely<VersionedDb>;

/**
 * The write tail every versioned small table shares: multi-row inserts (rows that keep their ids first, with
 * `row_version` restored on Import All), updates that bump `row_version`, deletes by id and emptying the table.
 * `columns` is the number of columns an insert binds per row.
 */
export function versionedWrites<T extends VersionedTable>(table: T, columns: number) {
  const name: string = table;
  return {
    insert: (context: WriteContext, rows: readonly Pending<VersionedValues<T>>[]) =>
      insertKeyedFirst(context, table, rows, columns, async (chunk) => {
        const inserted = await versioned(context.trx)
          .insertInto(name)
          .values(
            chunk.map((row) => ({
              ...idOf(row.key),
              ...row.value,
              row_version: insertedSystem(context.mode, row.system).row_version,
            })),
          )
          .returning('id')
          .execute();
        return inserted.map((r) => r.id);
      }),
    async update(
      { trx }: WriteContext,
      row: Pending<VersionedValues<T>> & { key: number },
      version: number | undefined,
    ): Promise<boolean> {
      let query = versioned(trx)
        .updateTable(name)
        .set((eb) => ({ ...row.value, row_version: eb('row_version', '+', 1) }))
        .where('id', '=', row.key);
      if (version !== undefined) query = query.where('row_version', '=', version);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    loadVersions: (db: Db) => loadVersions(db, table),
    clear: (async (trx) =>
      Number((await trx.deleteFrom(table).executeTakeFirst()).numDeletedRows)) satisfies TableDef['clear'],
  };
}

/** `row_version` by id of every row of a versioned table (servers included). */
export async function loadVersions(db: Db, table: VersionedTable | 'servers'): Promise<Map<number, number>> {
  const rows = await db.selectFrom(table).select(['id', 'row_version']).execute();
  return new Map(rows.map((row) => [row.id, row.row_version]));
}

/** Deletes the row `key` of `table`. */
export async function deleteById(trx: Db, table: VersionedTable, key: number): Promise<void> {
  await trx.deleteFrom(table).where('id', '=', key).execute();
}

/** Reference tables keyed by an identity `id` without a `row_version` (the file or grid row overwrites them). */
export type PlainTable = 'item_type_map' | 'villager_items';
type PlainValues<T extends PlainTable> = Omit<Insertable<Database[T]>, 'id'>;
type PlainDb = Record<string, { id: Generated<number> }>;
const plain = (db: Db) => db as unknown as Kysely<PlainDb>;

/** The write tail of a plain reference table: multi-row inserts (ids kept first), updates and deletes by id. */
export function plainWrites<T extends PlainTable>(table: T, columns: number) {
  const name: string = table;
  return {
    insert: (context: WriteContext, rows: readonly Pending<PlainValues<T>>[]) =>
      insertKeyedFirst(context, table, rows, columns, async (chunk) => {
        const inserted = await plain(context.trx)
          .insertInto(name)
          .values(chunk.map((row) => ({ ...idOf(row.key), ...row.value })))
          .returning('id')
          .execute();
        return inserted.map((r) => r.id);
      }),
    async update({ trx }: WriteContext, row: Pending<PlainValues<T>> & { key: number }): Promise<boolean> {
      const result = await plain(trx)
        .updateTable(name)
        .set(row.value)
        .where('id', '=', row.key)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async remove(trx: Db, key: number): Promise<Record<string, number>> {
      await plain(trx).deleteFrom(name).where('id', '=', key).execute();
      return {};
    },
    clear: (async (trx) =>
      Number(
        (await plain(trx).deleteFrom(name).executeTakeFirst()).numDeletedRows,
      )) satisfies TableDef['clear'],
  };
}
