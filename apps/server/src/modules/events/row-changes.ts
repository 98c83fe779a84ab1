import type { DataRow, DataTable } from '@tradehall/contracts';
import { type ChangeType, recordChange } from '../shared/change-log';
import type { Db } from '../shared/transaction';

/** The event type members hear when a row of this table changes (tables members do not see: none). */
const TYPE_OF_TABLE: Partial<Record<DataTable, ChangeType>> = {
  servers: 'server',
  towns: 'towns',
  locations: 'locations',
  trades: 'trades',
};

const idOf = (value: unknown): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * Records the change of one row written by the data editor, for the members of the row's server (a location's
 * server is its town's).
 */
export async function recordRowChange(trx: Db, table: DataTable, row: DataRow, by: string): Promise<void> {
  const type = TYPE_OF_TABLE[table];
  if (!type) return;
  let serverId = idOf(table === 'servers' ? row.id : row.server_id);
  if (table === 'locations') {
    const town = await trx
      .selectFrom('towns')
      .select('server_id')
      .where('id', '=', idOf(row.town_id) ?? 0)
      .executeTakeFirst();
    serverId = town?.server_id ?? null;
  }
  const id = idOf(row.id);
  recordChange(trx, { type, serverId, ids: id === null ? null : [id], by });
}

/**
 * Records an import of whole tables (CSV import, Import All): every server's members refresh those types, since
 * the rows may span servers.
 */
export function recordTablesChange(trx: Db, tables: readonly DataTable[], by: string): void {
  const types = new Set(tables.map((table) => TYPE_OF_TABLE[table]));
  for (const type of types) if (type) recordChange(trx, { type, serverId: null, ids: null, by });
}
