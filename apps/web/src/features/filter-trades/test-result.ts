/** The answer of the hand-checked hall of the API test (keeping Curse of Possession), for the web tests. */
import type { FilterTradesResponse, FilterVillager } from '@tradehall/contracts';

const slot = (
  town: string,
  location: string,
  row: string,
  num: number,
  villager_type: string,
): FilterVillager => ({
  town,
  location,
  row,
  num,
  display: `${town} / ${location} / ${row}${num}`,
  villager_type,
});

export const A1 = slot('canz', 'Hall 1', 'A', 1, 'Librarian');
export const A2 = slot('canz', 'Hall 1', 'A', 2, 'Librarian');
export const A3 = slot('canz', 'Hall 1', 'A', 3, 'Librarian');
export const A4 = slot('canz', 'Hall 1', 'A', 4, 'Librarian');
export const B1 = slot('bones', 'Vault', 'B', 1, 'Librarian');
export const B2 = slot('bones', 'Vault', 'B', 2, 'Armorer');
export const B3 = slot('bones', 'Vault', 'B', 3, 'Farmer');

const coverage = (
  Enchantment: string,
  Level: number,
  Type: string,
  Villagers: number,
  Cost: string,
  cost_emeralds: number,
  where_to_buy: FilterVillager[],
) => ({
  Enchantment,
  Level,
  Type,
  Villagers,
  Cost,
  cheapest_villagers: where_to_buy.length,
  cost_emeralds,
  where_to_buy,
});

/** A removal row's spec fields (SPEC §3: Location, Type, Lost). */
const removal = (villager: FilterVillager, lost = '') => ({
  ...villager,
  Location: villager.display,
  Type: villager.villager_type,
  Lost: lost,
});

export const RESULT: FilterTradesResponse = {
  coverage: [
    coverage('Curse of Possession', 1, 'Librarian', 1, '1 Emerald', 1, [A3]),
    coverage('Mending', 1, 'Librarian', 2, '10 Emerald + 1 Book', 10, [A1]),
    coverage('Protection', 4, 'Armorer, Librarian', 2, '15 Emerald', 15, [B1, B2]),
    coverage('Sharpness', 5, 'Librarian', 2, '20 Emerald', 20, [B1, A2]),
  ],
  counted: 'books',
  removals: [
    { ...removal(B2), lost: [], lost_levels: [] },
    { ...removal(A2), lost: [], lost_levels: [] },
    {
      ...removal(A4, 'Protection III'),
      lost: ['Protection III'],
      lost_levels: [{ enchantment: 'Protection', level: 3 }],
    },
  ],
  not_judged: [B3],
  kept: [
    { ...B1, provides: ['Protection IV', 'Sharpness V'], replaceable: false },
    { ...A1, provides: ['Mending I'], replaceable: false },
    { ...A3, provides: ['Curse of Possession I'], replaceable: false },
  ],
  kept_count: 3,
  proven_minimal: true,
  lower_bound: 3,
  alternative_optima_exist: false,
  alternatives: [],
  stats: { trades: 11, villagers: 7, counted_enchantments: 4, cutoff: 'none', elapsed_ms: 1 },
};
