import { requiredText } from '@tradehall/contracts';
import { z } from 'zod';
import { column, parseWith } from '../shared/table/cells';
import { countRows } from '../shared/table/count';
import { insertThrough } from '../shared/table/helpers';
import { smallTable } from '../shared/table/small-table';
import { clearItemTypes, deleteItemType, insertItemTypes, updateItemType } from './reference.repository';

const ItemTypeInput = z.object({
  keyword: requiredText(100),
  type: requiredText(60).regex(/^[A-Za-z0-9_]+$/, 'may contain only letters, digits and underscores'),
});
type ItemTypeValue = z.infer<typeof ItemTypeInput>;

/** Which item types (SWORD, ARMOR, …) an item keyword stands for: what enchantments fit an item. */
export const itemTypeMapTable = smallTable<ItemTypeValue, null>({
  name: 'item_type_map',
  key: 'id',
  columns: [
    column('id', 'key', 'Empty for a new row.'),
    column('keyword', 'text', 'Item keyword, e.g. sword.', true),
    column('type', 'text', 'Item type, e.g. SWORD.', true),
  ],
  parents: [],
  writePermission: 'admin.write',
  label: (row) => `${row.keyword} → ${row.type}`,
  async read(db, page) {
    let query = db
      .selectFrom('item_type_map')
      .select(['id', 'keyword', 'type'])
      .orderBy('id')
      .limit(page.limit);
    if (page.afterKey !== undefined) query = query.where('id', '>', page.afterKey);
    if (page.offset) query = query.offset(page.offset);
    return query.execute();
  },
  count: (db) => countRows(db, 'item_type_map'),
  prepare: async () => null,
  loadBase: async (db) =>
    new Map(
      (await db.selectFrom('item_type_map').selectAll().execute()).map(
        ({ id, ...rest }) => [id, rest] as const,
      ),
    ),
  check: (values) => parseWith(ItemTypeInput, values),
  unique: [
    {
      column: 'type',
      of: (v) => `${v.keyword}\u0000${v.type}`,
      message: (v) => `keyword '${v.keyword}' already has type '${v.type}'`,
    },
  ],
  publish: (world, final) => world.publish('item_type_map', [...final.values()]),
  insert: (context, rows) => insertThrough(context, 'item_type_map', rows, 3, insertItemTypes),
  update: async ({ trx }, row) => updateItemType(trx, row.key, row.value),
  async remove(trx, key) {
    await deleteItemType(trx, key);
    return {};
  },
  clear: clearItemTypes,
});
