import { requiredText } from '@tradehall/contracts';
import { z } from 'zod';
import { column, parseWith } from '../shared/table/cells';
import { countRows } from '../shared/table/count';
import { chunks } from '../shared/table/helpers';
import { smallTable } from '../shared/table/small-table';

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
  async insert({ trx }, rows) {
    // item_id is a plain integer key (no sequence): new rows take the next numbers.
    const max = await trx
      .selectFrom('optimizer_menu_items')
      .select((eb) => eb.fn.max('item_id').as('max'))
      .executeTakeFirst();
    let next = Math.max(Number(max?.max ?? 0), ...rows.map((r) => r.key ?? 0)) + 1;
    const keyed = rows.map((row) => ({ item_id: row.key ?? next++, ...row.value }));
    for (const chunk of chunks(keyed, 3))
      await trx.insertInto('optimizer_menu_items').values(chunk).execute();
    return keyed.map((row) => row.item_id);
  },
  async update({ trx }, row) {
    const result = await trx
      .updateTable('optimizer_menu_items')
      .set(row.value)
      .where('item_id', '=', row.key)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },
  async remove(trx, key) {
    await trx.deleteFrom('optimizer_menu_items').where('item_id', '=', key).execute();
    return {};
  },
  clear: async (trx) =>
    Number((await trx.deleteFrom('optimizer_menu_items').executeTakeFirst()).numDeletedRows),
});
