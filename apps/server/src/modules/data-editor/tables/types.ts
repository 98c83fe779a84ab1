import type { ColumnInfo, DataRow, DataTable } from '@tradehall/contracts';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../../db/connection';
import type { Database } from '../../../db/types';
import type { World } from './world';

export type Db = Kysely<Database>;

/**
 * - merge: a CSV import or a data-editor save: a row with an id updates that row, one without inserts.
 * - replace: Import All: the table is emptied and refilled with exactly the file's rows (ids kept).
 */
export type Mode = 'merge' | 'replace';

/** Input values by column: CSV text, or JSON values from the data editor. */
export type RawRow = Readonly<Record<string, unknown>>;

/** A row of a file with its spreadsheet row number (the header is row 1). */
export interface NumberedRow {
  row: number;
  raw: RawRow;
}

export interface Issue {
  column: string | null;
  reason: string;
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

export interface WriteCounts {
  inserted: number;
  updated: number;
  /** Keys of the rows written (the data editor answers with the saved row). */
  keys: number[];
}

/** Checks one table's rows against the rules of the screen that owns the table. */
export interface TableChecker {
  /** Checks a batch of rows; answers the problems found (rows may be checked against the database). */
  checkBatch(rows: readonly NumberedRow[]): Promise<RowIssue[]>;
  /** Problems that need every row (duplicate ids, unique names); publishes the table's final state. */
  finish(): Promise<RowIssue[]>;
}

export interface TableWriter {
  /** Writes a batch of rows that the checker accepted. */
  writeBatch(rows: readonly NumberedRow[]): Promise<WriteCounts>;
  /**
   * True when writeBatch may be called again before the previous call settles: the writer checks the new batch
   * at once and queues its statements behind the previous batch's (never interleaved).
   */
  pipelined?: boolean;
  /** After the last batch; answers other rows it changed to keep them in line (e.g. incompatibilities). */
  finish(): Promise<{ also_updated: string[] }>;
}

export interface WriteContext {
  trx: Db;
  dialect: Dialect;
  world: World;
  mode: Mode;
  /** Who is importing or editing, for rows that record an owner or a log entry. */
  actor: { id: number; username: string };
}

export interface TableDef {
  name: DataTable;
  /** The key column: 'id', or 'item_id' for optimizer_menu_items. */
  key: string;
  columns: readonly ColumnInfo[];
  /** Tables this one refers to. Import All imports them first, and replacing one replaces this one too. */
  parents: readonly DataTable[];
  /** What the data editor shows for a row in the audit log and messages, e.g. the name. */
  label(row: DataRow): string;
  /** Rows in key order, flat (the CSV and grid shape). */
  read(db: Db, page: { afterKey?: number; offset?: number; limit: number }): Promise<DataRow[]>;
  count(db: Db): Promise<number>;
  checker(world: World, mode: Mode): Promise<TableChecker>;
  writer(context: WriteContext): Promise<TableWriter>;
  /**
   * Deletes one row; answers how many rows of which tables went with it, or throws an HttpError saying why
   * it may not be deleted.
   */
  remove(trx: Db, key: number): Promise<Record<string, number>>;
  /** Empties the table for Import All (children are emptied first). */
  clear(trx: Db): Promise<number>;
}

/**
 * A row that passed the check failed it again while being written: the data it refers to changed in between
 * (e.g. its town was deleted). The import answers 409 and writes nothing.
 */
export class RowChangedError extends Error {
  constructor(table: string) {
    super(`${table}: a row passed the check but not the write`);
    this.name = 'RowChangedError';
  }
}
