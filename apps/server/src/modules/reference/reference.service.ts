import type { ItemTypeMapEntry, VillagerItem } from '@tradehall/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { listItemTypeMapRows, listVillagerItemRows } from './reference.repository';

/** Every villager item; a trade type other than 'sell' reads as 'cost'. */
export async function listVillagerItems(db: Kysely<Database>): Promise<VillagerItem[]> {
  const rows = await listVillagerItemRows(db);
  return rows.map((row) => ({ ...row, trade_type: row.trade_type === 'sell' ? 'sell' : 'cost' }));
}

export function listItemTypeMap(db: Kysely<Database>): Promise<ItemTypeMapEntry[]> {
  return listItemTypeMapRows(db);
}
