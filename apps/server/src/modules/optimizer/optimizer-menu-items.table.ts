import { requiredText } from '@tradehall/contracts';
import { z } from 'zod';
import { column, parseWith } from '../shared/table/cells';
import { countRows } from '../shared/table/count';
import { smallTable } from '../shared/table/small-table';
import { clearMenuItems, deleteMenuItem, insertMenuItems, updateMenuItem } from './menu-items.repository';

const ITEM_TYPE = /^[A-Za-z0-9_]+$/;

const MenuItemInput = z.object({
  keyword: requiredText(100),
  types: requiredText(500)
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine((types) => types.length > 0, 'needs at least one item type')
    .refine(
      (types) => types.every((type) => ITEM_TYPE.test(type)),
      'must be item types separated by commas, e.g. SWORD,BREAKABLE',
    )
    .transform((types) => [...new Set(types)].join(',')),
});
type MenuItemValue = z.infer<typeof MenuItemInput>;

/** The optimizer's item keyword choices and the item types each stands for. */
export const optimizerMenuItemsTable = smallTable<MenuItemValue, null>({
  name: 'optimizer_menu_items',
  key: 'item_id',
  columns: [
    column('item_id', 'key', 'Empty for a new item (the next number is used).'),
    column('keyword', 'text', 'The item as the optimizer lists it, e.g. Sword.', true),
    column('types', 'text', 'Item types separated by commas, e.g. SWORD,BREAKABLE.', true),
  ],
  parents: [],
  writePermission: 'admin.write',
  label: (row) => String(row.keyword),
  async read(db, page) {
    let query = db
      .selectFrom('optimizer_menu_items')
      .select(['item_id', 'keyword', 'types'])
      .orderBy('item_id')
      .limit(page.limit);
    if (page.afterKey !== undefined) query = query.where('item_id', '>', page.afterKey);
    if (page.offset) query = query.offset(page.offset);
    return query.execute();
  },
  count: (db) => countRows(db, 'optimizer_menu_items'),
  prepare: async () => null,
  loadBase: async (db) =>
    new Map(
      (await db.selectFrom('optimizer_menu_items').selectAll().execute()).map(
        ({ item_id, ...rest }) => [item_id, rest] as const,
      ),
    ),
  check: (values) => parseWith(MenuItemInput, values),
  unique: [
    {
      column: 'keyword',
      of: (v) => v.keyword.toLowerCase(),
      message: (v) => `an item named '${v.keyword}' already exists`,
    },
  ],
  insert: ({ trx }, rows) =>
    insertMenuItems(
      trx,
      rows.map((row) => ({ item_id: row.key, ...row.value })),
    ),
  update: ({ trx }, row) => updateMenuItem(trx, row.key, row.value),
  async remove(trx, key) {
    await deleteMenuItem(trx, key);
    return {};
  },
  clear: clearMenuItems,
});
