import { z } from 'zod';
import { ANVIL_PRIOR_WORK_RULES, anvilLevelCap, anvilLevelCapText, anvilPriorWork } from './anvil-rules';
import { optionalText } from './common';
import { idText, MAX_ID, wholeNumberText } from './ids';
import { withTextRules } from './text';

/**
 * Admin area: data editor, CSV/ZIP import and export (SPEC §7). Rows travel "flat": one value per column,
 * the same shape the CSV files have, so the grid, a CSV file and a ZIP backup all describe a row the same way.
 */

/** Tables the data editor offers and Export All / Import All cover, parents before children. */
export const DATA_TABLES = [
  'modpacks',
  'item_type_map',
  'optimizer_menu_items',
  'villager_items',
  'enchantments',
  'baubles',
  'servers',
  'towns',
  'locations',
  'trades',
] as const;
export type DataTable = (typeof DATA_TABLES)[number];

export function isDataTable(value: unknown): value is DataTable {
  return typeof value === 'string' && (DATA_TABLES as readonly string[]).includes(value);
}

/** One cell of a flat row. Lists (tags, members, enchantments) are text joined with '; '. */
export const CellValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type CellValue = z.infer<typeof CellValue>;
export const DataRow = z.record(z.string(), CellValue);
export type DataRow = z.infer<typeof DataRow>;

/**
 * How a column is read and written:
 * - key: the row's id (given → update that row; empty → insert);
 * - integer, text, boolean: one value;
 * - list: values joined with '; ';
 * - system: kept by the server (row_version, timestamps); restored by Import All, ignored elsewhere.
 */
export const COLUMN_KINDS = ['key', 'integer', 'text', 'boolean', 'list', 'system'] as const;
export type ColumnKind = (typeof COLUMN_KINDS)[number];

export const ColumnInfo = z.object({
  name: z.string(),
  kind: z.enum(COLUMN_KINDS),
  required: z.boolean(),
  /** A column added later: a file's header may lack it (the stored value, or the default, is kept). */
  optional: z.boolean().optional(),
  /** What the column holds, for the grid's header tooltip and the docs. */
  hint: z.string(),
});
export type ColumnInfo = z.infer<typeof ColumnInfo>;

/** GET /api/data_editor/tables and GET /api/data_editor/backup_tables: table names. */
export const TableNames = z.array(z.string());

export const TableParams = z.object({ table: z.string().min(1).max(64) });
export const TableRowParams = z.object({
  table: z.string().min(1).max(64),
  id: idText(),
});

export const DATA_EDITOR_PAGE_SIZE = 200;
export const DATA_EDITOR_MAX_PAGE_SIZE = 1000;

export const TableDataQuery = z.object({
  offset: wholeNumberText(0, MAX_ID).default(0),
  limit: wholeNumberText(1, DATA_EDITOR_MAX_PAGE_SIZE).default(DATA_EDITOR_PAGE_SIZE),
});
export type TableDataQuery = z.infer<typeof TableDataQuery>;

/** GET /api/data_editor/tables/{table}: one page of rows in key order. */
export const TableData = z.object({
  table: z.string(),
  /** The key column: 'id', or 'item_id' for optimizer_menu_items. */
  key: z.string(),
  columns: z.array(ColumnInfo),
  rows: z.array(DataRow),
  total: z.number(),
  offset: z.number(),
  limit: z.number(),
});
export type TableData = z.infer<typeof TableData>;

/** POST and PUT /api/data_editor/tables/{table}[/{id}]: the row as stored. */
export const RowSaved = z.object({
  message: z.string(),
  row: DataRow,
  /** Saved, but looks wrong (e.g. a librarian's book priced outside what a librarian asks). */
  warnings: z.array(z.string()).optional(),
});
export type RowSaved = z.infer<typeof RowSaved>;

/** DELETE /api/data_editor/tables/{table}/{id}: what went with the row (e.g. a town's locations and trades). */
export const RowDeleted = z.object({ message: z.string(), deleted: z.record(z.string(), z.number()) });
export type RowDeleted = z.infer<typeof RowDeleted>;

/** Modpacks go through the data editor (fields modpack, version and the anvil rules). */
export const MODPACK_NAME_REQUIRED = 'Modpack name is required.';
/** POST and PUT /api/data_editor/tables/modpacks[/{id}]: a modpack's fields (the Modpacks tab's form too). */
export const ModpackFieldsSchema = z.object({
  modpack: withTextRules(
    z
      .string({ error: MODPACK_NAME_REQUIRED })
      .trim()
      .min(1, MODPACK_NAME_REQUIRED)
      .max(100, 'must be at most 100 characters'),
  ),
  version: optionalText(50).default(''),
  /** Empty (null) for no cap. */
  anvil_level_cap: anvilLevelCap().default(null),
  anvil_prior_work: anvilPriorWork().default('vanilla'),
});

/** The Modpacks tab's forms: the level cap is a text field (empty for no cap). */
export const ModpackFormSchema = ModpackFieldsSchema.extend({ anvil_level_cap: anvilLevelCapText() });

/** A row of the modpacks table as the data editor answers it. */
export const ModpackRow = z.object({
  id: z.number(),
  modpack: z.string(),
  version: z.string(),
  anvil_level_cap: z.number().nullable(),
  anvil_prior_work: z.enum(ANVIL_PRIOR_WORK_RULES),
  row_version: z.number(),
});
export type ModpackRow = z.infer<typeof ModpackRow>;
export const ModpackRowListSchema = z.array(ModpackRow);

export const importedStatus = (table: string) => `Imported into ${table}.`;

/** POST /api/import_all: rows now in each table of the backup. */
export const ImportAllResult = z.object({
  status: z.string(),
  tables: z.record(z.string(), z.number()),
  /** Tables the backup holds exactly as they are stored: left as they were (not emptied, written or logged). */
  unchanged: z.array(z.string()),
});
export type ImportAllResult = z.infer<typeof ImportAllResult>;

/** One reason a file was refused. `row` counts like a spreadsheet: the header is row 1. */
export const ImportProblem = z.object({
  file: z.string().optional(),
  row: z.number().nullable(),
  column: z.string().nullable(),
  reason: z.string(),
});
export type ImportProblem = z.infer<typeof ImportProblem>;

/** POST /api/import/{table}. */
export const ImportResult = z.object({
  status: z.string(),
  inserted: z.number(),
  updated: z.number(),
  /** Rows equal to the stored row: left as they were (not written, no audit row), whatever version they state. */
  unchanged: z.number(),
  /** Rows written anyway that look wrong (the first ones), e.g. a librarian's book priced out of range. */
  warnings: z.array(ImportProblem).optional(),
  /** How many warnings in all. */
  warning_count: z.number().optional(),
});
export type ImportResult = z.infer<typeof ImportResult>;

/** A refused import: 400 with the first problems listed and how many there are in all. */
export const ImportRefused = z.object({
  error: z.string(),
  problems: z.array(ImportProblem),
  problem_count: z.number(),
  /** Rows whose stated version is not the stored one while their values differ: how many in all. */
  conflict_count: z.number().optional(),
  /** The first 20 of them, by file and row (`problems` lists the other problems). */
  conflict_rows: z.array(z.object({ file: z.string().optional(), row: z.number().nullable() })).optional(),
});
export type ImportRefused = z.infer<typeof ImportRefused>;

export const BACKUP_FORMAT = 'tradehall-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** manifest.json inside an Export All ZIP. */
export const BackupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  format_version: z.literal(BACKUP_FORMAT_VERSION),
  created_at: z.string(),
  tables: z.array(
    z.object({
      table: z.string(),
      file: z.string(),
      rows: z.number().int().min(0),
      /** Hex SHA-256 of the CSV file's bytes. */
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});
export type BackupManifest = z.infer<typeof BackupManifest>;

/** Upload limits of POST /api/import/{table} and /api/import_all. */
export const IMPORT_LIMITS = {
  csvMaxBytes: 64 * 1024 * 1024,
  zipMaxBytes: 64 * 1024 * 1024,
  zipMaxEntries: 32,
  zipMaxUncompressedBytes: 512 * 1024 * 1024,
  /** Problems listed in a refusal; the answer also says how many there are in all. */
  maxListedProblems: 20,
} as const;
