import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { dumpBackupTables, importCsv, importZip, TRADE_HEADER } from './admin-support';
import type { Session, TestApp } from './helpers';

/** The four ways a table is written: its dedicated route, the data editor, CSV import and Import All. */
export type WritePath = 'route' | 'editor' | 'csv' | 'import_all';

export const editorUrl = (table: string, id?: number) =>
  `/api/data_editor/tables/${table}${id === undefined ? '' : `/${id}`}`;

/** One CSV file: header and rows, cells quoted where they need it. */
export function csvOf(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number) => {
    const text = String(value);
    return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [header, ...rows].map((cells) => cells.map(cell).join(',')).join('\r\n');
}

/** Export All as files by name. */
export async function exportAllFiles(session: Session): Promise<Record<string, Uint8Array>> {
  const response = await session.request({ method: 'GET', url: '/api/export_all' });
  expect(response.statusCode, response.body).toBe(200);
  return unzipSync(new Uint8Array(response.rawPayload));
}

/** Import All of the current backup with `rows` appended to one table's CSV (manifest kept true). */
export async function importAllWithRows(
  admin: Session,
  session: Session,
  table: string,
  rows: readonly (readonly (string | number)[])[],
): Promise<LightMyRequestResponse> {
  const files = await exportAllFiles(admin);
  const name = `${table}.csv`;
  const text = strFromU8(files[name]!);
  const added = rows.map((cells) => csvOf([], [cells]).replace(/^\r\n/, '')).join('\r\n');
  const changed = strToU8(`${text.replace(/\r\n$/, '')}\r\n${added}\r\n`);
  const manifest = JSON.parse(strFromU8(files['manifest.json']!));
  const entry = manifest.tables.find((e: { table: string }) => e.table === table);
  entry.sha256 = createHash('sha256').update(changed).digest('hex');
  entry.rows += rows.length;
  const zip = { ...files, [name]: changed, 'manifest.json': strToU8(JSON.stringify(manifest)) };
  return importZip(session, zipSync(zip));
}

/** The header of a table's CSV export (the columns an import takes). */
export async function csvHeader(session: Session, table: string): Promise<string[]> {
  const response = await session.request({ method: 'GET', url: `/api/export/${table}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.body
    .replace(/^\uFEFF/, '')
    .split('\r\n')[0]!
    .split(',');
}

export const auditCount = async (t: TestApp) =>
  Number((await sql<{ n: number }>`select count(*) as n from logs`.execute(t.app.deps.db)).rows[0]!.n);

/**
 * Runs a write that must be refused: answers its status and error text, and checks that no backup table and
 * no audit row changed.
 */
export async function refused(
  t: TestApp,
  write: () => Promise<LightMyRequestResponse>,
): Promise<{ status: number; error: string }> {
  const tables = await dumpBackupTables(t);
  const audits = await auditCount(t);
  const response = await write();
  expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
  expect(await dumpBackupTables(t)).toEqual(tables);
  expect(await auditCount(t)).toBe(audits);
  return { status: response.statusCode, error: String(response.json().error) };
}

export { importCsv, TRADE_HEADER };

/** A trades CSV row on `serverId` (town Canz, location Hall) with `overrides`. */
export function tradeCells(serverId: number, overrides: Partial<Record<string, string | number>> = {}) {
  const cells: Record<string, string | number> = {
    id: '',
    server_id: serverId,
    town: 'Canz',
    location: 'Hall',
    row: 'A',
    num: 1,
    villager_type: 'Librarian',
    cost_item1: 'Emerald',
    cost_amount1: 10,
    cost_item2: 'Book',
    cost_amount2: 1,
    sell_item: 'Enchanted Book',
    sell_amount: 1,
    enchantments: 'Mending',
    ...overrides,
  };
  return TRADE_HEADER.map((name) => cells[name]!);
}
