import { sql } from 'kysely';
import { nowIso } from '../../../lib/time';
import type { Pending } from './small-table';
import type { Db, Mode, SystemValues, WriteContext } from './types';

/** Bound parameters per statement stay under SQLite's limit (32,766) and PostgreSQL's (65,535). */
const MAX_PARAMETERS = 30_000;

/** Splits rows into chunks small enough for one multi-row INSERT of `columns` columns. */
export function* chunks<T>(rows: readonly T[], columns: number): Generator<T[]> {
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, columns)));
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

/** The server-kept values of an inserted row: as exported when Import All restores, fresh otherwise. */
export function insertedSystem(mode: Mode, system: SystemValues) {
  const now = nowIso();
  if (mode === 'merge') return { row_version: 1, created_at: now, updated_at: now };
  return {
    row_version: system.row_version ?? 1,
    created_at: system.created_at ?? now,
    updated_at: system.updated_at ?? system.created_at ?? now,
  };
}

/** `{id}` for a row that keeps its id, `{}` for one that gets the next. */
export const idOf = (key: number | null): { id?: number } => (key === null ? {} : { id: key });

/** Tables whose `id` is an identity column. */
export type SequencedTable =
  | 'modpacks'
  | 'servers'
  | 'towns'
  | 'locations'
  | 'trades'
  | 'enchantments'
  | 'baubles'
  | 'villager_items'
  | 'item_type_map';

/**
 * On PostgreSQL, moves the id sequence past the largest id after rows were inserted with their own ids, so
 * the next row without one does not collide. SQLite's AUTOINCREMENT follows explicit ids by itself.
 */
export async function resetSequence(context: Pick<WriteContext, 'trx' | 'dialect'>, table: SequencedTable) {
  if (context.dialect !== 'postgres') return;
  // setval(max, true): the next id is max + 1. (setval(max + 1, false) fails when max is the largest id there is.)
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest(coalesce(max(id), 0), 1), max(id) is not null) from ${sql.table(table)}`.execute(
    context.trx,
  );
}

/**
 * Inserts rows that keep their ids, moves the sequence past them, then inserts rows without ids, in chunks
 * of a multi-row INSERT. `insert` answers the new ids of a chunk in order. Answers the ids in `rows` order.
 */
export async function insertKeyedFirst<V>(
  context: Pick<WriteContext, 'trx' | 'dialect'>,
  table: SequencedTable,
  rows: readonly Pending<V>[],
  columns: number,
  insert: (chunk: Pending<V>[]) => Promise<number[]>,
): Promise<number[]> {
  const keyed = rows.filter((row) => row.key !== null);
  const fresh = rows.filter((row) => row.key === null);
  for (const chunk of chunks(keyed, columns)) await insert(chunk);
  if (keyed.length > 0) await resetSequence(context, table);
  const freshKeys: number[] = [];
  for (const chunk of chunks(fresh, columns)) freshKeys.push(...(await insert(chunk)));
  let next = 0;
  return rows.map((row) => row.key ?? freshKeys[next++]!);
}

/** The owning module's insert of rows in one statement, answering their ids in order. */
export type InsertRows<V> = (trx: Db, rows: readonly V[]) => Promise<readonly { id: number }[]>;

/**
 * Hands checked rows to the owning module's insert (the engine writes no table itself): rows that keep their ids
 * first, in chunks. Answers the ids in `rows` order.
 */
export function insertThrough<V extends object>(
  context: Pick<WriteContext, 'trx' | 'dialect'>,
  table: SequencedTable,
  rows: readonly Pending<V>[],
  columns: number,
  insert: InsertRows<V & { id?: number }>,
): Promise<number[]> {
  return insertKeyedFirst(context, table, rows, columns, async (chunk) => {
    const inserted = await insert(
      context.trx,
      chunk.map((row) => ({ ...idOf(row.key), ...row.value })),
    );
    return inserted.map((r) => r.id);
  });
}

/** insertThrough for a table with a `row_version`: restored as exported by Import All, 1 otherwise. */
export function insertVersionedThrough<V extends object>(
  context: Pick<WriteContext, 'trx' | 'dialect' | 'mode'>,
  table: SequencedTable,
  rows: readonly Pending<V>[],
  columns: number,
  insert: InsertRows<V & { id?: number; row_version: number }>,
): Promise<number[]> {
  const versioned = rows.map((row) => ({
    ...row,
    value: { ...row.value, row_version: insertedSystem(context.mode, row.system).row_version },
  }));
  return insertThrough(context, table, versioned, columns, insert);
}

/** Text trimmed, for a column that is optional. */
export const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** 'name' or "name (version)" style labels for messages and logs. */
export const quoted = (text: string) => `'${text}'`;

/** "2 servers" / "1 server". */
export const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
