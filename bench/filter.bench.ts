// Filter Trades strategy benchmark: npx tsx bench/filter.bench.ts [--runs=10]
// Seeded halls of 10,000 villagers / 40,000 trades / 150 enchantments over 5 towns, three price models.
// Target (vanilla prices): p95 ≤ 1 s and proven minimal. Wall times depend on machine load, printed with them.
import { loadavg } from 'node:os';
import {
  analyzeCoverage,
  type FilterTrade,
  type FilterTradesInput,
  filterTrades,
  greedySetCover,
  Prng,
  SPEC_CURSES,
} from '@tradehall/domain';
import { median, summarize, timed } from './lib/stats';

const TOWNS = ['canz', 'bones', 'hilltop', 'fortress', 'oasis'];
const VILLAGERS = 10_000;
const TRADES = 40_000;
const ENCHANTMENTS = 150;
const TARGET_MS = 1000;
const WARMUP = 2;
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 10);

const OTHER_CAREERS: ReadonlyArray<readonly [string, ReadonlyArray<readonly [string, string]>]> = [
  [
    'Farmer',
    [
      ['Wheat', 'Emerald'],
      ['Potato', 'Emerald'],
      ['Emerald', 'Bread'],
      ['Emerald', 'Apple'],
    ],
  ],
  [
    'Fisherman',
    [
      ['String', 'Emerald'],
      ['Coal', 'Emerald'],
      ['Emerald', 'Cooked Fish'],
    ],
  ],
  [
    'Shepherd',
    [
      ['White Wool', 'Emerald'],
      ['Emerald', 'Shears'],
      ['Emerald', 'Light Gray Wool'],
    ],
  ],
  [
    'Fletcher',
    [
      ['String', 'Emerald'],
      ['Emerald', 'Arrow'],
      ['Gravel', 'Flint'],
    ],
  ],
  [
    'Cleric',
    [
      ['Rotten Flesh', 'Emerald'],
      ['Gold Ingot', 'Emerald'],
      ['Emerald', 'Redstone'],
    ],
  ],
  [
    'Armorer',
    [
      ['Coal', 'Emerald'],
      ['Iron Ingot', 'Emerald'],
      ['Emerald', 'Iron Helmet'],
    ],
  ],
  [
    'Butcher',
    [
      ['Raw Porkchop', 'Emerald'],
      ['Raw Chicken', 'Emerald'],
      ['Emerald', 'Cooked Porkchop'],
    ],
  ],
  [
    'Cartographer',
    [
      ['Paper', 'Emerald'],
      ['Emerald', 'Empty Map'],
    ],
  ],
];
const LIBRARIAN_OTHER: ReadonlyArray<readonly [string, string]> = [
  ['Paper', 'Emerald'],
  ['Emerald', 'Bookshelf'],
  ['Emerald', 'Compass'],
  ['Emerald', 'Name Tag'],
];

/** A full trade row as the server stores it; the strategy reads a subset. */
type Trade = FilterTrade & { id: number; sell_item: string; sell_amount: number };

interface Enchantment {
  name: string;
  maxLevel: number;
  treasure: boolean;
}

function enchantmentTable(rng: Prng): Enchantment[] {
  const curses = SPEC_CURSES.map((name) => ({ name, maxLevel: rng.int(1, 3), treasure: true }));
  const others = Array.from({ length: ENCHANTMENTS - curses.length }, (_, i) => ({
    name: `Enchantment ${String(i + 1).padStart(3, '0')}`,
    maxLevel: rng.pick([1, 1, 2, 3, 3, 4, 4, 5, 5, 5, 6, 10]),
    treasure: rng.int(0, 5) === 0,
  }));
  return [...curses, ...others];
}

/**
 * `pricing` 'vanilla' follows 1.12's librarian book price (2 + rand(5 + 10·level) + 3·level, doubled for treasure,
 * capped at 64); 'coarse' allows three prices per level, 'flat' one: a worst case full of ties.
 */
function generate(seed: number, pricing: 'vanilla' | 'coarse' | 'flat'): FilterTradesInput {
  const rng = new Prng(seed);
  const table = enchantmentTable(rng);
  const perTown = VILLAGERS / TOWNS.length;
  // Halls of 26 rows × 20 places.
  const slots = TOWNS.flatMap((town) =>
    Array.from({ length: perTown }, (_, i) => ({
      town,
      location: `Hall ${Math.floor(i / 520) + 1}`,
      row: String.fromCharCode(65 + Math.floor((i % 520) / 20)),
      num: (i % 20) + 1,
    })),
  );
  // 4 trades each on average, moved around so a villager has 2 to 6.
  const counts = slots.map(() => TRADES / VILLAGERS);
  for (let i = 0; i < VILLAGERS; i++) {
    const [a, b] = [rng.int(0, VILLAGERS - 1), rng.int(0, VILLAGERS - 1)];
    if (counts[a] < 6 && counts[b] > 2) {
      counts[a]++;
      counts[b]--;
    }
  }

  const trades: Omit<Trade, 'id'>[] = [];
  slots.forEach((slot, v) => {
    const base = (villager_type: string) => ({ ...slot, villager_type });
    const isLibrarian = rng.int(0, 99) < 35;
    if (isLibrarian) {
      const books = Math.min(counts[v], rng.int(1, 4));
      for (let b = 0; b < books; b++) {
        const e = rng.pick(table);
        const level = rng.int(1, e.maxLevel);
        let price =
          pricing === 'vanilla'
            ? 2 + rng.int(0, 4 + level * 10) + 3 * level
            : 5 + 5 * level + (pricing === 'coarse' ? 5 * rng.int(0, 2) : 0);
        if (e.treasure) price *= 2;
        trades.push({
          ...base('Librarian'),
          cost_item1: 'Book',
          cost_amount1: 1,
          cost_item2: 'Emerald',
          cost_amount2: Math.min(64, price),
          sell_item: 'Enchanted Book',
          sell_amount: 1,
          enchantments: [{ name: e.name, level }],
        });
      }
      for (let t = books; t < counts[v]; t++)
        trades.push(simple(base('Librarian'), rng.pick(LIBRARIAN_OTHER), rng));
    } else {
      const [career, goods] = rng.pick(OTHER_CAREERS);
      for (let t = 0; t < counts[v]; t++) trades.push(simple(base(career), rng.pick(goods), rng));
    }
  });
  return {
    trades: rng.shuffle(trades.map((t, i): Trade => ({ id: i + 1, ...t }))),
    keepCurses: ['Curse of Possession'],
    ignoreEnchantments: [],
    curseNames: [...SPEC_CURSES],
  };
}

function simple(
  slot: Pick<Trade, 'town' | 'location' | 'row' | 'num' | 'villager_type'>,
  [cost, sell]: readonly [string, string],
  rng: Prng,
): Omit<Trade, 'id'> {
  return {
    ...slot,
    cost_item1: cost,
    cost_amount1: rng.int(1, 24),
    cost_item2: '',
    cost_amount2: 0,
    sell_item: sell,
    sell_amount: rng.int(1, 4),
    enchantments: [],
  };
}

function cpuTimed<T>(fn: () => T): { ms: number; cpuMs: number; value: T } {
  const cpu = process.cpuUsage();
  const { ms, value } = timed(fn);
  const used = process.cpuUsage(cpu);
  return { ms, cpuMs: (used.user + used.system) / 1000, value };
}

function measure(name: string, input: FilterTradesInput, isTarget: boolean) {
  const wall: number[] = [];
  const cpu: number[] = [];
  const baseline: number[] = [];
  let result = filterTrades(input);
  let greedySize = 0;
  for (let i = 0; i < WARMUP + runs; i++) {
    const s = cpuTimed(() => filterTrades(input));
    const g = timed(() => greedySetCover(analyzeCoverage(input).instance).length);
    if (i < WARMUP) continue;
    wall.push(s.ms);
    cpu.push(s.cpuMs);
    baseline.push(g.ms);
    result = s.value;
    greedySize = g.value;
  }
  const ms = summarize(wall);
  const base = summarize(baseline);
  const { stats } = result;
  const met = ms.p95 <= TARGET_MS && result.provenMinimal;
  return {
    scenario: name,
    'trades / villagers': `${stats.trades} / ${stats.villagers}`,
    'counted enchantments': stats.countedEnchantments,
    'candidate villagers': stats.candidateVillagers,
    'forced / search parts': `${stats.forcedVillagers} / ${stats.components} (max ${stats.largestComponent})`,
    'kept / removable': `${result.kept.length} / ${result.removals.length}`,
    'proven minimal': result.provenMinimal ? 'yes' : `no: LB ${result.lowerBound} (${stats.cutoff})`,
    'alternative optima': `${result.alternativeOptimaExist ? 'yes' : 'no'} (${stats.alternativeSearch})`,
    'wall median / p95 ms': `${ms.median.toFixed(0)} / ${ms.p95.toFixed(0)}`,
    'cpu median ms': median(cpu).toFixed(0),
    'greedy kept': greedySize,
    'greedy median / p95 ms': `${base.median.toFixed(0)} / ${base.p95.toFixed(0)}`,
    'target (p95 <= 1 s, proven)': isTarget ? (met ? 'met' : 'MISSED') : 'stress only',
  };
}

const rows = [
  measure('vanilla prices', generate(1, 'vanilla'), true),
  measure('coarse prices', generate(3, 'coarse'), false),
  measure('flat prices', generate(2, 'flat'), false),
];
const load = loadavg()[0].toFixed(1);
console.log(
  `Filter Trades strategy: ${runs} timed runs after ${WARMUP} warm-up runs; node ${process.version}; load ${load}`,
);
console.log('greedy = coverage + plain greedy set cover, timed in the same loop\n');
// Few scenarios, many measures: one line per measure keeps the table narrow.
const keys = Object.keys(rows[0]) as (keyof (typeof rows)[number])[];
const keyWidth = Math.max(...keys.map((k) => k.length));
const colWidth = Math.max(...rows.flatMap((r) => keys.map((k) => String(r[k]).length)));
for (const k of keys) {
  console.log(`${k.padEnd(keyWidth)} | ${rows.map((r) => String(r[k]).padEnd(colWidth)).join(' | ')}`);
}
