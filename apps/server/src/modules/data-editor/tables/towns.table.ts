import { namedChildTable } from './named-child';

/** Towns: a name unique on its server ignoring case; a town stays on its server with its trades. */
export const townsTable = namedChildTable({
  table: 'towns',
  noun: 'town',
  parent: { table: 'servers', column: 'server_id', noun: 'server', preposition: 'on' },
  publish: (world, final) => world.publish('towns', new Map(final)),
  async remove(trx, key) {
    const trades = await trx.deleteFrom('trades').where('town_id', '=', key).executeTakeFirst();
    const locations = await trx.deleteFrom('locations').where('town_id', '=', key).executeTakeFirst();
    await trx.deleteFrom('towns').where('id', '=', key).execute();
    return { locations: Number(locations.numDeletedRows), trades: Number(trades.numDeletedRows) };
  },
});
