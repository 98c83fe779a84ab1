import { namedChildTable } from '../shared/table/named-child';
import { clearTowns, insertTowns, renameTownRow } from './towns.repository';
import { removeTown, TOWN_CHANGED, TOWN_MESSAGES, TOWN_NAME_INVALID } from './towns.service';

/** Towns: a name unique on its server ignoring case; a town stays on its server with its trades. */
export const townsTable = namedChildTable({
  table: 'towns',
  noun: 'town',
  parent: { table: 'servers', column: 'server_id', noun: 'server', preposition: 'on' },
  changed: TOWN_CHANGED,
  nameTaken: TOWN_NAME_INVALID,
  messages: TOWN_MESSAGES,
  publish: (world, final) => world.publish('towns', new Map(final)),
  insert: insertTowns,
  rename: renameTownRow,
  remove: async (trx, key, actor) => (await removeTown(trx, actor, key)).deleted,
  clear: clearTowns,
});
