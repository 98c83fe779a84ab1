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

/** The server whose members see the row (a location's server is its town's). */
async function serverOfRow(trx: Db, table: DataTable, row: DataRow): Promise<number | null> {
  if (table === 'servers') return idOf(row.id);
  if (table !== 'locations') return idOf(row.server_id);
  const town = await trx
    .selectFrom('towns')
    .select('server_id')
    .where('id', '=', idOf(row.town_id) ?? 0)
    .executeTakeFirst();
  return town?.server_id ?? null;
}

/**
 * Records the change of one row written by the data editor (`before` undefined: inserted; `after` undefined:
 * deleted), for the members of the row's server before and after the write. A renamed enchantment shows in
 * every server's trades.
 */
export async function recordRowChange(
  trx: Db,
  table: DataTable,
  before: DataRow | undefined,
  after: DataRow | undefined,
  by: string,
): Promise<void> {
  if (table === 'enchantments') {
    if (before !== undefined && before.name !== after?.name) {
      recordChange(trx, { type: 'trades', serverId: null, ids: null, by });
    }
    return;
  }
  const type = TYPE_OF_TABLE[table];
  const row = after ?? before;
  if (!type || !row) return;
  const id = idOf(row.id);
  const servers = new Set<number | null>();
  for (const version of [before, after]) {
    if (version) servers.add(await serverOfRow(trx, table, version));
  }
  for (const serverId of servers) {
    if (serverId !== null) recordChange(trx, { type, serverId, ids: id === null ? null : [id], by });
  }
}

/**
 * Records an import of whole tables (CSV import, Import All): every server's members refresh those types, since
 * the rows may span servers (enchantments: their trades, whose enchantment names may have changed).
 */
export function recordTablesChange(trx: Db, tables: readonly DataTable[], by: string): void {
  const types = new Set(tables.map((table) => (table === 'enchantments' ? 'trades' : TYPE_OF_TABLE[table])));
  for (const type of types) if (type) recordChange(trx, { type, serverId: null, ids: null, by });
}
