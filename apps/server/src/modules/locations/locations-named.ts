import type { Location } from '@tradehall/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { recordChange } from '../shared/change-log';
import { nameKey } from '../shared/table/world';
import { insertLocations } from './locations.repository';

/** A location a trade names: by name in its town. */
export interface NamedLocation {
  server_id: number;
  town_id: number;
  name: string;
}

/**
 * A trade's new-location step, one on every path (the trade routes, Move and Copy, and the table engine: the data
 * editor, CSV import, Import All, world-scan apply): each named location is the town's location of that name,
 * ignoring case, or a new one when the town has none, which the server's members hear of. `known` holds ids
 * already read by `nameKey(town, name)` (the engine's check pass) and is kept up to date; the others are read in
 * one statement per 500 towns. Answers the locations in `wanted` order (the stored name when read or created)
 * and the ones created.
 */
export async function locationsNamed(
  trx: Kysely<Database>,
  by: string,
  wanted: readonly NamedLocation[],
  known: Map<string, number> = new Map(),
): Promise<{ locations: { id: number; name: string }[]; created: Location[] }> {
  const names = new Map<string, string>();
  const towns = [
    ...new Set(wanted.filter((w) => !known.has(nameKey(w.town_id, w.name))).map((w) => w.town_id)),
  ];
  for (let i = 0; i < towns.length; i += 500) {
    const rows = await trx
      .selectFrom('locations')
      .select(['id', 'town_id', 'name'])
      .where('town_id', 'in', towns.slice(i, i + 500))
      .execute();
    for (const row of rows) {
      const key = nameKey(row.town_id, row.name);
      known.set(key, row.id);
      names.set(key, row.name);
    }
  }
  const missing = new Map<string, NamedLocation>();
  for (const w of wanted) {
    const key = nameKey(w.town_id, w.name);
    if (!known.has(key) && !missing.has(key)) missing.set(key, w);
  }
  const created =
    missing.size === 0
      ? []
      : await insertLocations(
          trx,
          [...missing.values()].map((w) => ({ town_id: w.town_id, name: w.name.trim() })),
        );
  const serverOf = new Map<number, number>();
  [...missing].forEach(([key, w], i) => {
    const location = created[i]!;
    known.set(key, location.id);
    names.set(key, location.name);
    serverOf.set(location.id, w.server_id);
  });
  for (const serverId of new Set(serverOf.values())) {
    const ids = created.filter((l) => serverOf.get(l.id) === serverId).map((l) => l.id);
    recordChange(trx, { type: 'locations', serverId, ids, by });
  }
  const locations = wanted.map((w) => {
    const key = nameKey(w.town_id, w.name);
    return { id: known.get(key)!, name: names.get(key) ?? w.name.trim() };
  });
  return { locations, created };
}
