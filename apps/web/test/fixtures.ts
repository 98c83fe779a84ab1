import { ADDED_FIELD_DEFAULTS, type Trade } from '@tradehall/contracts';

/** A stored trade as the API answers it: a librarian in canz / Main Hall A1 selling Mending I; `changes` win. */
export function aTrade(changes: Partial<Trade> = {}): Trade {
  return {
    id: 7,
    server_id: 1,
    town: 'canz',
    town_id: 2,
    location: 'Main Hall',
    location_id: 3,
    row: 'A',
    num: 1,
    villager_type: 'Librarian',
    cost_item1: 'Emerald',
    cost_amount1: 10,
    cost_item2: 'Book',
    cost_amount2: 1,
    sell_item: 'Enchanted Book',
    sell_amount: 1,
    ...ADDED_FIELD_DEFAULTS,
    enchantments: [{ name: 'Mending', level: 1 }],
    row_version: 4,
    ...changes,
  };
}
