import type { WorldScan, WorldScanOffer, WorldScanVillager } from '@tradehall/contracts';

/** Test data: a scan preview as the server answers it. */

export const BOOK_OFFER: WorldScanOffer = {
  cost_item1: 'Book',
  cost_amount1: 1,
  cost_item2: 'Emerald',
  cost_amount2: 12,
  sell_item: 'Enchanted Book',
  sell_amount: 1,
  enchantments: [{ name: 'Mending', mcid: 'minecraft:mending', level: 1 }],
  uses: 0,
  max_uses: 7,
};

export const PAPER_OFFER: WorldScanOffer = {
  cost_item1: 'Paper',
  cost_amount1: 24,
  cost_item2: '',
  cost_amount2: 0,
  sell_item: 'Emerald',
  sell_amount: 1,
  enchantments: [],
  uses: 3,
  max_uses: 7,
};

export const UNKNOWN_OFFER: WorldScanOffer = {
  ...BOOK_OFFER,
  enchantments: [{ name: null, mcid: 'somemod:razors_edge', level: 2 }],
};

export const NO_ID_OFFER: WorldScanOffer = {
  ...BOOK_OFFER,
  enchantments: [{ name: null, mcid: null, level: 1 }],
};

let next = 0;
export function villager(overrides: Partial<WorldScanVillager> = {}): WorldScanVillager {
  next += 1;
  return {
    uuid: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    name: null,
    dimension: 'overworld',
    x: 120.5,
    y: 64,
    z: 64.2,
    villager_type: 'Librarian',
    career_level: 2,
    status: 'new',
    proposed: { town: 'Canz', location: 'Hall 1', row: 'A', num: 3 },
    offers: [PAPER_OFFER, BOOK_OFFER],
    ...overrides,
  };
}

export function scanOf(villagers: WorldScanVillager[], gone: WorldScan['gone'] = []): WorldScan {
  return {
    id: '11111111-2222-4333-8444-555555555555',
    world: { name: 'Test World', version: '1.12.2', data_version: 1343 },
    summary: {
      villagers: villagers.length,
      offers: villagers.reduce((sum, v) => sum + v.offers.length, 0),
      towns: 1,
      locations: 1,
      seconds: 0.25,
      modded_villagers: [{ id: 'mca:villager', count: 2 }],
      unknown_enchantments: [{ mcid: 'somemod:razors_edge', numeric_id: 91, count: 1 }],
      unknown_items: [{ id: 'somemod:gem', count: 4 }],
      skipped_chunks: [{ region: 'r.0.0.mca', x: 3, z: 4, reason: 'bad compression' }],
      chunks: 1024,
      changed_chunks: 1024,
      last_scan_at: null,
    },
    villagers,
    gone,
  };
}
