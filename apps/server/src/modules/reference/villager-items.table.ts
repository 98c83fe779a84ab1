import { requiredText } from '@tradehall/contracts';
import { z } from 'zod';
import { column, parseWith } from '../shared/table/cells';
import { countRows } from '../shared/table/count';
import { insertThrough } from '../shared/table/helpers';
import { smallTable } from '../shared/table/small-table';
import {
  clearVillagerItems,
  deleteVillagerItem,
  insertVillagerItems,
  updateVillagerItem,
} from './reference.repository';

const VillagerItemInput = z.object({
  item: requiredText(100),
  villager: requiredText(60),
  trade_type: z.enum(['cost', 'sell'], { error: 'must be cost or sell' }),
});
type VillagerItemValue = z.infer<typeof VillagerItemInput>;

/** Which items each villager type takes (cost) or sells: the Manage Villager item choices. */
export const villagerItemsTable = smallTable<VillagerItemValue, null>({
  name: 'villager_items',
  key: 'id',
  columns: [
    column('id', 'key', 'Empty for a new row.'),
    column('item', 'text', 'Item name, e.g. Emerald.', true),
    column('villager', 'text', 'Villager type, e.g. Librarian.', true),
    column('trade_type', 'text', 'cost or sell.', true),
  ],
  parents: [],
  writePermission: 'admin.write',
  label: (row) => `${row.item} (${row.villager}, ${row.trade_type})`,
  async read(db, page) {
    let query = db
      .selectFrom('villager_items')
      .select(['id', 'item', 'villager', 'trade_type'])
      .orderBy('id')
      .limit(page.limit);
    if (page.afterKey !== undefined) query = query.where('id', '>', page.afterKey);
    if (page.offset) query = query.offset(page.offset);
    return query.execute();
  },
  count: (db) => countRows(db, 'villager_items'),
  prepare: async () => null,
  loadBase: async (db) =>
    new Map(
      (await db.selectFrom('villager_items').selectAll().execute()).map(({ id, trade_type, ...rest }) => [
        id,
        { ...rest, trade_type: trade_type === 'sell' ? 'sell' : 'cost' },
      ]),
    ),
  check: (values) =>
    parseWith(VillagerItemInput, {
      ...values,
      trade_type:
        typeof values.trade_type === 'string' ? values.trade_type.trim().toLowerCase() : values.trade_type,
    }),
  unique: [
    {
      column: 'item',
      of: (v) => `${v.item}\u0000${v.villager}\u0000${v.trade_type}`,
      message: (v) => `${v.villager} already has ${v.item} as a ${v.trade_type} item`,
    },
  ],
  insert: (context, rows) => insertThrough(context, 'villager_items', rows, 4, insertVillagerItems),
  update: async ({ trx }, row) => updateVillagerItem(trx, row.key, row.value),
  async remove(trx, key) {
    await deleteVillagerItem(trx, key);
    return {};
  },
  clear: clearVillagerItems,
});
