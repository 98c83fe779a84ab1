import { namedChildTable } from '../shared/table/named-child';
import { clearLocations, insertLocations, renameLocationRow } from './locations.repository';
import {
  LOCATION_CHANGED,
  LOCATION_MESSAGES,
  LOCATION_NAME_TAKEN,
  removeLocation,
} from './locations.service';

/** Locations: a name unique in its town ignoring case; a location stays in its town with its trades. */
export const locationsTable = namedChildTable({
  table: 'locations',
  noun: 'location',
  parent: { table: 'towns', column: 'town_id', noun: 'town', preposition: 'in' },
  changed: LOCATION_CHANGED,
  nameTaken: LOCATION_NAME_TAKEN,
  messages: LOCATION_MESSAGES,
  publish: (world, final) => world.publish('locations', new Map(final)),
  insert: insertLocations,
  rename: renameLocationRow,
  remove: async (trx, key, actor) => (await removeLocation(trx, actor, key)).deleted,
  clear: clearLocations,
});
