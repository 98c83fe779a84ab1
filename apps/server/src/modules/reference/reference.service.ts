import type { ItemTypeMapEntry, VillagerItem } from '@tradehall/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { listItemTypeMapRows, listVillagerItemRows } from './reference.repository';

/** Every villager item; a trade type other than 'sell' reads as 'cost'. */
export async function listVillagerItems(db: Kysely<Database>): Promise<VillagerItem[]> {
  const rows = await listVillagerItemRows(db);
  return rows.map((row) => ({ ...row, trade_type: row.trade_type === 'sell' ? 'sell' : 'cost' }));
}

/** Every keyword → type entry, with the field names of SPEC §3 (Keyword, Type). */
export async function listItemTypeMap(db: Kysely<Database>): Promise<ItemTypeMapEntry[]> {
  const rows = await listItemTypeMapRows(db);
  return rows.map((row) => ({ Keyword: row.keyword, Type: row.type }));
}
