import { namedChildTable } from './named-child';

/** Locations: a name unique in its town ignoring case; a location stays in its town with its trades. */
export const locationsTable = namedChildTable({
  table: 'locations',
  noun: 'location',
  parent: { table: 'towns', column: 'town_id', noun: 'town', preposition: 'in' },
  publish: (world, final) => world.publish('locations', new Map(final)),
  async remove(trx, key) {
    const trades = await trx.deleteFrom('trades').where('location_id', '=', key).executeTakeFirst();
    await trx.deleteFrom('locations').where('id', '=', key).execute();
    return { trades: Number(trades.numDeletedRows) };
  },
});
