import { readFile } from 'node:fs/promises';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BackupManifest, isDataTable } from '@tradehall/contracts';
import { badRequest } from '../../lib/http-error';
import { BACKUP_TABLES, dependentsOf } from '../data-editor/table-registry';
import type { TableDef } from '../shared/table/types';
import type { ExtractedEntry } from './zip-read';

export const MANIFEST = 'manifest.json';
const MAX_MANIFEST_BYTES = 1024 * 1024;

export const backupFileOf = (table: string) => `${table}.csv`;
export const BACKUP_ENTRY_NAMES: ReadonlySet<string> = new Set([
  MANIFEST,
  ...BACKUP_TABLES.map((t) => backupFileOf(t.name)),
]);

export interface BackupPlan {
  manifest: BackupManifest;
  /** The tables to replace, in import order, with their unpacked CSV and the row count the manifest states. */
  tables: { table: TableDef; path: string; rows: number }[];
}

/**
 * Checks an unpacked backup before any row is read: manifest.json present and of a known format version, every
 * CSV listed with a matching SHA-256, no CSV left unlisted, and no table replaced without the tables whose rows
 * refer to it (they would be emptied with it).
 */
export async function planBackup(entries: ReadonlyMap<string, ExtractedEntry>): Promise<BackupPlan> {
  const manifestEntry = entries.get(MANIFEST);
  if (!manifestEntry) {
    throw badRequest(
      'The ZIP has no manifest.json, so it is not a Tradehall backup (make one with Export All to ZIP).',
    );
  }
  if (manifestEntry.bytes > MAX_MANIFEST_BYTES) throw badRequest('manifest.json is too large.');
  let json: unknown;
  try {
    json = JSON.parse((await readFile(manifestEntry.path, 'utf8')).replace(/^\uFEFF/, ''));
  } catch {
    throw badRequest('manifest.json is not valid JSON.');
  }
  const parsed = BackupManifest.safeParse(json);
  if (!parsed.success) {
    const format =
      typeof json === 'object' && json !== null && 'format_version' in json ? json.format_version : '?';
    throw badRequest(
      `manifest.json is not a ${BACKUP_FORMAT} manifest of format version ${BACKUP_FORMAT_VERSION} (found version ${String(format)}).`,
    );
  }
  const manifest = parsed.data;
  const listed = new Map(manifest.tables.map((entry) => [entry.table, entry]));
  if (listed.size !== manifest.tables.length) throw badRequest('manifest.json lists a table twice.');
  for (const entry of manifest.tables) {
    if (!BACKUP_TABLES.some((t) => t.name === entry.table) || entry.file !== backupFileOf(entry.table)) {
      throw badRequest(`manifest.json lists '${entry.table}' (${entry.file}), which is not a backup table.`);
    }
    const file = entries.get(entry.file);
    if (!file) throw badRequest(`manifest.json lists ${entry.file} but the ZIP does not hold it.`);
    if (file.sha256 !== entry.sha256) {
      throw badRequest(
        `${entry.file} does not match its checksum in manifest.json: it was changed or damaged.`,
      );
    }
  }
  for (const name of entries.keys()) {
    if (name !== MANIFEST && !manifest.tables.some((entry) => entry.file === name)) {
      throw badRequest(`${name} is in the ZIP but not in manifest.json.`);
    }
  }
  for (const table of listed.keys()) {
    if (!isDataTable(table)) continue; // refused above
    const missing = dependentsOf(table).filter((dependent) => !listed.has(dependent));
    if (missing.length > 0) {
      throw badRequest(
        `Replacing ${table} would also empty ${missing.join(', ')}, which the ZIP does not hold: add ${missing.map(backupFileOf).join(', ')}.`,
      );
    }
  }
  return {
    manifest,
    tables: BACKUP_TABLES.filter((table) => listed.has(table.name)).map((table) => ({
      table,
      path: entries.get(backupFileOf(table.name))!.path,
      rows: listed.get(table.name)!.rows,
    })),
  };
}
