import { ModpackFieldsSchema } from '@tradehall/contracts';
import { conflict } from '../../lib/http-error';
import { column, parseWith, SYSTEM_COLUMNS } from '../shared/table/cells';
import { countRows } from '../shared/table/count';
import { plural } from '../shared/table/helpers';
import { smallTable } from '../shared/table/small-table';
import { deleteById, versionedWrites } from '../shared/table/versioned';
import type { ModpackRef } from '../shared/table/world';

export const modpacksTable = smallTable<ModpackRef, null>({
  name: 'modpacks',
  key: 'id',
  columns: [
    column('id', 'key', 'Empty for a new modpack.'),
    column('modpack', 'text', 'The modpack name, e.g. RLCraft.', true),
    column('version', 'text', 'Optional, e.g. 2.9.3.'),
    SYSTEM_COLUMNS.row_version,
  ],
  parents: [],
  writePermission: 'admin.write',
  label: (row) => `${row.modpack ?? ''}${row.version ? ` ${row.version}` : ''}`,
  async read(db, page) {
    let query = db
      .selectFrom('modpacks')
      .select(['id', 'modpack', 'version', 'row_version'])
      .orderBy('id')
      .limit(page.limit);
    if (page.afterKey !== undefined) query = query.where('id', '>', page.afterKey);
    if (page.offset) query = query.offset(page.offset);
    return query.execute();
  },
  count: (db) => countRows(db, 'modpacks'),
  prepare: async () => null,
  loadBase: async (db) =>
    new Map(
      (await db.selectFrom('modpacks').select(['id', 'modpack', 'version']).execute()).map(
        ({ id, ...rest }) => [id, rest] as const,
      ),
    ),
  check(values) {
    // A blank name reads as missing; the screen's message says what is wrong.
    return parseWith(ModpackFieldsSchema, { ...values, modpack: values.modpack ?? '' });
  },
  unique: [
    {
      column: 'modpack',
      of: (v) => `${v.modpack.toLowerCase()}\u0000${v.version.toLowerCase()}`,
      message: (v) => `modpack '${v.modpack}'${v.version ? ` version '${v.version}'` : ''} already exists`,
    },
  ],
  publish: (world, final) => world.publish('modpacks', new Map(final)),
  ...versionedWrites('modpacks', 4),
  async remove(trx, key) {
    const users = await trx
      .selectFrom('servers')
      .select('name')
      .where('modpack_id', '=', key)
      .orderBy('name')
      .execute();
    if (users.length > 0) {
      const names = users.slice(0, 5).map((s) => `'${s.name}'`);
      const more = users.length > 5 ? ` and ${users.length - 5} more` : '';
      throw conflict(
        `This modpack is used by ${plural(users.length, 'server')} (${names.join(', ')}${more}) and cannot be deleted. Change their modpack first.`,
      );
    }
    await deleteById(trx, 'modpacks', key);
    return {};
  },
});
