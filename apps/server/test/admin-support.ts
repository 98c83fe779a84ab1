import type { DataRow } from '@tradehall/contracts';
import { parse } from 'csv-parse/sync';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Session, TestApp } from './helpers';

/** Shared set-up of the admin-area tests (data editor, modpacks, import and export). */

/** A multipart/form-data body with one file in the field `field` (default `file`). */
export function multipart(
  filename: string,
  content: string | Uint8Array,
  field = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----tradehall-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
  return {
    payload: Buffer.concat([head, body, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function importCsv(
  session: Session,
  table: string,
  csv: string | Uint8Array,
  filename = `${table}.csv`,
) {
  return session.request({ method: 'POST', url: `/api/import/${table}`, ...multipart(filename, csv) });
}

export function importZip(session: Session, zip: Uint8Array, filename = 'backup.zip') {
  return session.request({ method: 'POST', url: '/api/import_all', ...multipart(filename, zip) });
}

export async function exportCsv(session: Session, table: string): Promise<Record<string, string>[]> {
  const response = await session.request({ method: 'GET', url: `/api/export/${table}` });
  expect(response.statusCode, response.body).toBe(200);
  return parse(response.body, { bom: true, columns: true });
}

export async function createRow(session: Session, table: string, row: DataRow): Promise<DataRow> {
  const response = await session.request({
    method: 'POST',
    url: `/api/data_editor/tables/${table}`,
    payload: row,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ row: DataRow }>().row;
}

export interface World {
  modpackId: number;
  serverId: number;
  townId: number;
  locationId: number;
}

/** A modpack, a server, a town and a location, made through the data editor. */
export async function seedWorld(admin: Session, suffix = ''): Promise<World> {
  const modpack = await createRow(admin, 'modpacks', { modpack: `RLCraft${suffix}`, version: '2.9.3' });
  const server = await createRow(admin, 'servers', { name: `Main${suffix}`, modpack_id: modpack.id! });
  const town = await createRow(admin, 'towns', { server_id: server.id!, name: `Canz${suffix}` });
  const location = await createRow(admin, 'locations', { town_id: town.id!, name: 'Hall' });
  return {
    modpackId: Number(modpack.id),
    serverId: Number(server.id),
    townId: Number(town.id),
    locationId: Number(location.id),
  };
}

/** The columns of a trades CSV (the system columns are optional). */
export const TRADE_HEADER = [
  'id',
  'server_id',
  'town',
  'location',
  'row',
  'num',
  'villager_type',
  'cost_item1',
  'cost_amount1',
  'cost_item2',
  'cost_amount2',
  'sell_item',
  'sell_amount',
  'enchantments',
] as const;

/** A trades CSV: header plus one line per row (cells joined with `delimiter`). */
export function tradesCsv(rows: readonly (readonly (string | number)[])[], delimiter = ','): string {
  return [TRADE_HEADER, ...rows].map((cells) => cells.join(delimiter)).join('\r\n');
}

/** One trades CSV row for the seeded world. */
export function tradeRow(
  world: World,
  overrides: Partial<Record<string, string | number>> = {},
): (string | number)[] {
  const row: Record<string, string | number> = {
    id: '',
    server_id: world.serverId,
    town: 'Canz',
    location: 'Hall',
    row: 'A',
    num: 1,
    villager_type: 'Librarian',
    cost_item1: 'Emerald',
    cost_amount1: 30, // what a librarian asks for Sharpness V and Mending alike
    cost_item2: 'Book',
    cost_amount2: 1,
    sell_item: 'Enchanted Book',
    sell_amount: 1,
    enchantments: 'Sharpness V',
    ...overrides,
  };
  return Object.values(row);
}

export const BACKUP_TABLE_NAMES = [
  'modpacks',
  'item_type_map',
  'optimizer_menu_items',
  'villager_items',
  'enchantments',
  'baubles',
  'servers',
  'server_members',
  'towns',
  'locations',
  'trades',
  'trade_enchantments',
] as const;

/**
 * Every row of every table a backup covers, in a stable order, for before/after comparisons. Leaves out
 * trades.search_stamp: a search cache key the triggers renew on any write (migration 007), not data.
 */
export async function dumpBackupTables(t: TestApp): Promise<Record<string, unknown[]>> {
  const db = t.app.deps.db;
  const out: Record<string, unknown[]> = {};
  for (const table of BACKUP_TABLE_NAMES) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    out[table] = result.rows
      .map((row) =>
        JSON.stringify(
          Object.fromEntries(
            Object.entries(row)
              .filter(([column]) => column !== 'search_stamp')
              .sort(([a], [b]) => (a < b ? -1 : 1)),
          ),
        ),
      )
      .sort();
  }
  return out;
}

export function json<T>(response: LightMyRequestResponse): T {
  return response.json<T>();
}
