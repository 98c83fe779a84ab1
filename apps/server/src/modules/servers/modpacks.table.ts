import { ANVIL_PRIOR_WORK_RULES, ModpackFieldsSchema } from '@tradehall/contracts';
import type { z } from 'zod';
import { conflict } from '../../lib/http-error';
import { column, parseWith, SYSTEM_COLUMNS } from '../shared/table/cells';
import { countRows } from '../shared/table/count';
import { insertVersionedThrough, plural } from '../shared/table/helpers';
import { loadVersions } from '../shared/table/row-versions';
import { smallTable } from '../shared/table/small-table';
import {
  clearModpacks,
  deleteModpack,
  insertModpacks,
  serversOfModpack,
  updateModpackAtVersion,
} from './modpacks.repository';

/** A modpack's checked fields, as written. */
type ModpackValues = z.output<typeof ModpackFieldsSchema>;
const FIELDS = ['modpack', 'version', 'anvil_level_cap', 'anvil_prior_work'] as const;

export const modpacksTable = smallTable<ModpackValues, null>({
  name: 'modpacks',
  key: 'id',
  columns: [
    column('id', 'key', 'Empty for a new modpack.'),
    column('modpack', 'text', 'The modpack name, e.g. RLCraft.', true),
    column('version', 'text', 'Optional, e.g. 2.9.3.'),
    column(
      'anvil_level_cap',
      'integer',
      'A step costing this many levels or more is Too Expensive (vanilla: 40); empty for no cap.',
    ),
    column(
      'anvil_prior_work',
      'text',
      `How the prior-work penalty grows: ${ANVIL_PRIOR_WORK_RULES.join(', ')} (empty: vanilla).`,
    ),
    SYSTEM_COLUMNS.row_version,
  ],
  parents: [],
  writePermission: 'admin.write',
  label: (row) => `${row.modpack ?? ''}${row.version ? ` ${row.version}` : ''}`,
  async read(db, page) {
    let query = db
      .selectFrom('modpacks')
      .select(['id', ...FIELDS, 'row_version'])
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
      (
        await db
          .selectFrom('modpacks')
          .select(['id', ...FIELDS])
          .execute()
      ).map(({ id, ...rest }) => [id, rest] as const),
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
  publish: (world, final) =>
    world.publish(
      'modpacks',
      new Map([...final].map(([key, { modpack, version }]) => [key, { modpack, version }] as const)),
    ),
  loadVersions: (db) => loadVersions(db, 'modpacks'),
  insert: (context, rows) => insertVersionedThrough(context, 'modpacks', rows, 6, insertModpacks),
  update: ({ trx }, row, version) => updateModpackAtVersion(trx, row.key, version, row.value),
  async remove(trx, key) {
    const users = await serversOfModpack(trx, key);
    if (users.length > 0) {
      const names = users.slice(0, 5).map((s) => `'${s.name}'`);
      const more = users.length > 5 ? ` and ${users.length - 5} more` : '';
      throw conflict(
        `This modpack is used by ${plural(users.length, 'server')} (${names.join(', ')}${more}) and cannot be deleted. Change their modpack first.`,
      );
    }
    await deleteModpack(trx, key);
    return {};
  },
  clear: clearModpacks,
});
