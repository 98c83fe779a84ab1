import { requiredText } from '@tradehall/contracts';
import { z } from 'zod';
import { column, parseWith, SYSTEM_COLUMNS } from './cells';
import { countRows } from './count';
import { idOf, insertedSystem, insertKeyedFirst } from './helpers';
import { smallTable } from './small-table';
import { fold, type TownRef } from './world';

const TownInput = z.object({
  server_id: z.number({ error: 'is required' }).int().positive(),
  name: requiredText(100),
});

/** Towns: a name unique on its server ignoring case (the Manage Town panel's rule). */
interface Context {
  servers: Set<number>;
  /** Server of each stored town (merge mode): a town keeps its server, as its trades do. */
  stored: Map<number, number>;
}

export const townsTable = smallTable<TownRef, Context>({
  name: 'towns',
  key: 'id',
  columns: [
    column('id', 'key', 'Empty for a new town.'),
    column('server_id', 'integer', 'Id of its server.', true),
    column('name', 'text', 'Unique on its server, ignoring case.', true),
    SYSTEM_COLUMNS.row_version,
  ],
  parents: ['servers'],
  label: (row) => String(row.name),
  async read(db, page) {
    let query = db
      .selectFrom('towns')
      .select(['id', 'server_id', 'name', 'row_version'])
      .orderBy('id')
      .limit(page.limit);
    if (page.afterKey !== undefined) query = query.where('id', '>', page.afterKey);
    if (page.offset) query = query.offset(page.offset);
    return query.execute();
  },
  count: (db) => countRows(db, 'towns'),
  async prepare(world, mode) {
    const stored =
      mode === 'merge'
        ? new Map(
            (await world.db.selectFrom('towns').select(['id', 'server_id']).execute()).map((t) => [
              t.id,
              t.server_id,
            ]),
          )
        : new Map<number, number>();
    return { servers: new Set((await world.get('servers')).keys()), stored };
  },
  loadBase: async (db) =>
    new Map(
      (await db.selectFrom('towns').select(['id', 'server_id', 'name']).execute()).map(
        ({ id, ...rest }) => [id, rest] as const,
      ),
    ),
  check(values, { servers, stored }, key) {
    const parsed = parseWith(TownInput, values);
    if ('issues' in parsed) return parsed;
    const { server_id } = parsed.value;
    if (!servers.has(server_id))
      return { issues: [{ column: 'server_id', reason: `no server has id ${server_id}` }] };
    const before = key === null ? undefined : stored.get(key);
    if (before !== undefined && before !== server_id) {
      return {
        issues: [{ column: 'server_id', reason: `a town stays on its server (${before}) with its trades` }],
      };
    }
    return parsed;
  },
  unique: [
    {
      column: 'name',
      of: (v) => `${v.server_id}\u0000${fold(v.name)}`,
      message: (v) => `a town named '${v.name}' already exists on server ${v.server_id}`,
    },
  ],
  publish: (world, final) => world.publish('towns', new Map(final)),
  insert: (context, rows) =>
    insertKeyedFirst(context, 'towns', rows, 4, async (chunk) => {
      const inserted = await context.trx
        .insertInto('towns')
        .values(
          chunk.map((row) => ({
            ...idOf(row.key),
            ...row.value,
            row_version: insertedSystem(context.mode, row.system).row_version,
          })),
        )
        .returning('id')
        .execute();
      return inserted.map((r) => r.id);
    }),
  async update({ trx }, row) {
    await trx
      .updateTable('towns')
      .set((eb) => ({ ...row.value, row_version: eb('row_version', '+', 1) }))
      .where('id', '=', row.key)
      .execute();
  },
  async remove(trx, key) {
    const trades = await trx.deleteFrom('trades').where('town_id', '=', key).executeTakeFirst();
    const locations = await trx.deleteFrom('locations').where('town_id', '=', key).executeTakeFirst();
    await trx.deleteFrom('towns').where('id', '=', key).execute();
    return { locations: Number(locations.numDeletedRows), trades: Number(trades.numDeletedRows) };
  },
  clear: async (trx) => Number((await trx.deleteFrom('towns').executeTakeFirst()).numDeletedRows),
});
