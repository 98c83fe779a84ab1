import { requiredText } from '@tradehall/contracts';
import { z } from 'zod';
import { column, parseWith, SYSTEM_COLUMNS } from './cells';
import { countRows } from './count';
import { idOf, insertedSystem, insertKeyedFirst } from './helpers';
import { smallTable } from './small-table';
import { fold, type LocationRef } from './world';

const LocationInput = z.object({
  town_id: z.number({ error: 'is required' }).int().positive(),
  name: requiredText(100),
});

/** Locations: a name unique in its town ignoring case (the Manage Location panel's rule). */
interface Context {
  towns: Set<number>;
  /** Town of each stored location (merge mode): a location keeps its town, as its trades do. */
  stored: Map<number, number>;
}

export const locationsTable = smallTable<LocationRef, Context>({
  name: 'locations',
  key: 'id',
  columns: [
    column('id', 'key', 'Empty for a new location.'),
    column('town_id', 'integer', 'Id of its town.', true),
    column('name', 'text', 'Unique in its town, ignoring case.', true),
    SYSTEM_COLUMNS.row_version,
  ],
  parents: ['towns'],
  label: (row) => String(row.name),
  async read(db, page) {
    let query = db
      .selectFrom('locations')
      .select(['id', 'town_id', 'name', 'row_version'])
      .orderBy('id')
      .limit(page.limit);
    if (page.afterKey !== undefined) query = query.where('id', '>', page.afterKey);
    if (page.offset) query = query.offset(page.offset);
    return query.execute();
  },
  count: (db) => countRows(db, 'locations'),
  async prepare(world, mode) {
    const stored =
      mode === 'merge'
        ? new Map(
            (await world.db.selectFrom('locations').select(['id', 'town_id']).execute()).map((l) => [
              l.id,
              l.town_id,
            ]),
          )
        : new Map<number, number>();
    return { towns: new Set((await world.get('towns')).keys()), stored };
  },
  loadBase: async (db) =>
    new Map(
      (await db.selectFrom('locations').select(['id', 'town_id', 'name']).execute()).map(
        ({ id, ...rest }) => [id, rest] as const,
      ),
    ),
  check(values, { towns, stored }, key) {
    const parsed = parseWith(LocationInput, values);
    if ('issues' in parsed) return parsed;
    const { town_id } = parsed.value;
    if (!towns.has(town_id)) return { issues: [{ column: 'town_id', reason: `no town has id ${town_id}` }] };
    const before = key === null ? undefined : stored.get(key);
    if (before !== undefined && before !== town_id) {
      return {
        issues: [{ column: 'town_id', reason: `a location stays in its town (${before}) with its trades` }],
      };
    }
    return parsed;
  },
  unique: [
    {
      column: 'name',
      of: (v) => `${v.town_id}\u0000${fold(v.name)}`,
      message: (v) => `a location named '${v.name}' already exists in town ${v.town_id}`,
    },
  ],
  publish: (world, final) => world.publish('locations', new Map(final)),
  insert: (context, rows) =>
    insertKeyedFirst(context, 'locations', rows, 4, async (chunk) => {
      const inserted = await context.trx
        .insertInto('locations')
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
      .updateTable('locations')
      .set((eb) => ({ ...row.value, row_version: eb('row_version', '+', 1) }))
      .where('id', '=', row.key)
      .execute();
  },
  async remove(trx, key) {
    const trades = await trx.deleteFrom('trades').where('location_id', '=', key).executeTakeFirst();
    await trx.deleteFrom('locations').where('id', '=', key).execute();
    return { trades: Number(trades.numDeletedRows) };
  },
  clear: async (trx) => Number((await trx.deleteFrom('locations').executeTakeFirst()).numDeletedRows),
});
