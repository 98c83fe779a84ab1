import type { Db } from './types';

/** Tables keyed by an identity `id` whose rows carry a `row_version` that every update bumps. */
export type VersionedTable = 'modpacks' | 'servers' | 'towns' | 'locations' | 'baubles' | 'enchantments';

/** `row_version` by id of every row of a versioned table: an update is made only at the version checked. */
export async function loadVersions(db: Db, table: VersionedTable): Promise<Map<number, number>> {
  const rows = await db.selectFrom(table).select(['id', 'row_version']).execute();
  return new Map(rows.map((row) => [row.id, row.row_version]));
}
