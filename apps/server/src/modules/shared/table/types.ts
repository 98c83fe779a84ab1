import type { ColumnInfo, DataRow, DataTable, Permission, Role } from '@tradehall/contracts';
import type { Dialect } from '../../../db/connection';
import type { Db } from '../transaction';
import type { World } from './world';

export type { Db };

/** Who is importing or editing: rows are checked against what this user may write through the dedicated routes. */
export interface Actor {
  id: number;
  username: string;
  role: Role;
}

/**
 * - merge: a CSV import or a data-editor save: a row with an id updates that row, one without inserts.
 * - replace: Import All: the table is emptied and refilled with exactly the file's rows (ids kept).
 */
export type Mode = 'merge' | 'replace';

/** Input values by column: CSV text, or JSON values from the data editor. */
export type RawRow = Readonly<Record<string, unknown>>;

/** A row of a file with its spreadsheet row number (the header is row 1). */
export interface NumberedRow<R = RawRow> {
  row: number;
  raw: R;
}

/**
 * What a refused row answers, as the dedicated route would: 403 not allowed, 404 a row it names is gone, 409 a
 * clash with another row (a unique value, a change made meanwhile); 400 (no status) for invalid values.
 */
export type IssueStatus = 403 | 404 | 409;

export interface Issue {
  column: string | null;
  reason: string;
  status?: IssueStatus;
  /** A row saved from a stale copy (its table's `changed` words): imports count these apart, in one sentence. */
  stale?: true;
}

export interface RowIssue extends Issue {
  row: number | null;
}

/** The values kept by the server that Import All restores as they were exported. */
export interface SystemValues {
  row_version?: number;
  created_at?: string;
  updated_at?: string;
}

/** One row written: its key, whether it was inserted (or an update of a stored row), its place in the batch. */
export interface WrittenRow {
  key: number;
  inserted: boolean;
  /** Index of the row in the batch given to writeBatch (rows left unchanged are not listed). */
  index: number;
}

export interface WriteCounts {
  inserted: number;
  updated: number;
  /** Rows equal to the stored row, not written (only with WriteContext.skipUnchanged). */
  unchanged: number;
  /** The rows written, in the batch's order (for the audit rows; the data editor answers with the saved row). */
  rows: WrittenRow[];
}

/** Checks one table's rows against the rules of the screen that owns the table. */
export interface TableChecker<R = RawRow> {
  /** Checks a batch of rows; answers the problems found (rows may be checked against the database). */
  checkBatch(rows: readonly NumberedRow<R>[]): Promise<RowIssue[]>;
  /** Problems that need every row (duplicate ids, unique names); publishes the table's final state. */
  finish(): Promise<RowIssue[]>;
  /**
   * The `row_version` each stored row that the file updates had when it was checked: the write updates a row
   * only while it still has that version, so an edit saved between check and write is never overwritten.
   */
  versions(): ReadonlyMap<number, number>;
  /**
   * Rows that pass but look wrong (e.g. a librarian's book priced outside what a librarian asks): written anyway,
   * told in the answer. Tables without such rules have none.
   */
  warnings?(): readonly RowIssue[];
}

export interface TableWriter<R = RawRow> {
  /** Writes a batch of rows that the checker accepted. */
  writeBatch(rows: readonly NumberedRow<R>[]): Promise<WriteCounts>;
  /**
   * True when writeBatch may be called again before the previous call settles: the writer checks the new batch
   * at once and queues its statements behind the previous batch's (never interleaved).
   */
  pipelined?: boolean;
  /** After the last batch; answers other rows it changed to keep them in line (e.g. incompatibilities). */
  finish(): Promise<{ also_updated: string[] }>;
}

/** What a writer brings besides rows. */
export interface WriteOptions {
  /** A world-save import brings modded villager types with their names (other writers take known types only). */
  newVillagerTypes?: boolean;
}

export interface WriteContext {
  trx: Db;
  dialect: Dialect;
  world: World;
  mode: Mode;
  /** Who is importing or editing, for rows that record an owner or a log entry. */
  actor: Actor;
  /** The versions the check pass read (TableChecker.versions); a stored row with another version is refused. */
  expected: ReadonlyMap<number, number>;
  /**
   * Imports: a row equal to the stored row is left as it is (not written, no audit row, counted unchanged),
   * whatever `row_version` it states.
   */
  skipUnchanged?: boolean;
  options?: WriteOptions;
}

/**
 * What writes rows of one table: its checker and writer. Rows are cells (RawRow: CSV text or the data editor's
 * JSON values), or, for a table that offers them, typed rows (trades/trade-rows.table.ts).
 */
export interface RowsTable<R = RawRow> {
  name: DataTable;
  checker(world: World, mode: Mode, actor: Actor, options?: WriteOptions): Promise<TableChecker<R>>;
  writer(context: WriteContext): Promise<TableWriter<R>>;
}

export interface TableDef {
  name: DataTable;
  /** The key column: 'id', or 'item_id' for optimizer_menu_items. */
  key: string;
  columns: readonly ColumnInfo[];
  /** Tables this one refers to. Import All imports them first, and replacing one replaces this one too. */
  parents: readonly DataTable[];
  /** The permission of the dedicated routes that write this table; the editor and imports need it too. */
  writePermission: Permission;
  /** What the data editor shows for a row in the audit log and messages, e.g. the name. */
  label(row: DataRow): string;
  /** Rows in key order, flat (the CSV and grid shape). */
  read(db: Db, page: { afterKey?: number; offset?: number; limit: number }): Promise<DataRow[]>;
  count(db: Db): Promise<number>;
  checker(world: World, mode: Mode, actor: Actor, options?: WriteOptions): Promise<TableChecker>;
  writer(context: WriteContext): Promise<TableWriter>;
  /**
   * Deletes one row as its dedicated route does (the same cascade and permission); answers how many rows of
   * which tables went with it, or throws an HttpError saying why it may not be deleted.
   */
  remove(trx: Db, key: number, actor: Actor): Promise<Record<string, number>>;
  /** Empties the table for Import All (children are emptied first). */
  clear(trx: Db): Promise<number>;
  /** The answer to a save from a stale copy: the words of the table's route, on every path. */
  changed: string;
}

/**
 * A row whose stated `row_version` is not the stored one: it was saved from a stale copy. The words of tables
 * whose route does not check versions (servers, modpacks); the others answer their route's own.
 */
export const STALE_ROW = 'This row was changed by someone else since you loaded it. Reload and try again.';

/** The issue of a row saved from a stale copy of `table`. */
export const staleRow = (row: number, changed: string): RowIssue => ({
  row,
  column: 'row_version',
  reason: changed,
  status: 409,
  stale: true,
});

/**
 * A row that passed the check failed it again while being written: the data it refers to changed in between
 * (e.g. its town was deleted). The import answers 409 and writes nothing.
 */
export class RowChangedError extends Error {
  /** `keys`: stored rows whose version changed since the check (named in the answer). */
  constructor(
    readonly table: string,
    readonly keys: readonly number[] = [],
  ) {
    super(`${table}: a row passed the check but not the write`);
    this.name = 'RowChangedError';
  }
}
