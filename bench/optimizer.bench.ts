// Anvil merge-order optimizer benchmark: npx tsx bench/optimizer.bench.ts [--runs=7] [--quick]
// Books: real sword enchantments from the reference data (name, rarity, max level), each at its max level, in the
// order a player would pick them. Incompatibilities are left out (as enchant-order does) so that 50 books exist.
// Targets: optimal <= 1 s at 16 books and <= 5 s at 20; grouped <= 100 ms at 50 books (p95, 2-core machine).
// Wall times depend on machine load, which is printed; CPU time (this process) is printed next to them.
import { loadavg } from 'node:os';
import {
  type AnvilInput,
  anvilMerge,
  type MergePlan,
  type OptimizerRarity,
  type PlanEnchantmentInput,
  type PlanRequest,
  planEnchantments,
  TOO_EXPENSIVE_LEVELS,
} from '@tradehall/domain';
import { median, percentile } from './lib/stats';

const SWORD: ReadonlyArray<readonly [string, OptimizerRarity, number]> = [
  ['Sharpness', 'Common', 5],
  ['Looting', 'Rare', 3],
  ['Unbreaking', 'Uncommon', 3],
  ['Mending', 'Rare', 1],
  ['Fire Aspect', 'Rare', 2],
  ['Sweeping Edge', 'Rare', 3],
  ['Knockback', 'Uncommon', 2],
  ['Lifesteal', 'Rare', 4],
  ['Critical Strike', 'Rare', 4],
  ['Advanced Looting', 'Very Rare', 3],
  ['Butchering', 'Rare', 5],
  ['Swifter Slashes', 'Very Rare', 5],
  ['Reviled Blade', 'Very Rare', 4],
  ['Rune: Piercing Capabilities', 'Very Rare', 4],
  ['Adept', 'Rare', 3],
  ['Parry', 'Rare', 3],
  ['Counter Attack', 'Rare', 3],
  ['Unsheathing', 'Very Rare', 2],
  ['True Strike', 'Rare', 1],
  ['Spell Breaker', 'Rare', 5],
  ['Advanced Sharpness', 'Rare', 5],
  ['Inhumane', 'Rare', 5],
  ['Defusing Edge', 'Rare', 5],
  ['Viper', 'Rare', 5],
  ['Envenomed', 'Rare', 3],
  ['Cryogenic', 'Rare', 3],
  ['Dark Shadows', 'Rare', 3],
  ['Hors De Combat', 'Rare', 4],
  ['Disorientating Blade', 'Rare', 4],
  ['Fiery Edge', 'Very Rare', 2],
  ['Advanced Knockback', 'Very Rare', 2],
  ['Rune: Revival', 'Very Rare', 2],
  ['Ancient Sword Mastery', 'Very Rare', 3],
  ['Arc Slash', 'Very Rare', 3],
  ['Rune: Magical Blessing', 'Very Rare', 4],
  ['Atomic Deconstructor', 'Rare', 2],
  ['Levitator', 'Rare', 2],
  ['Luck Magnification', 'Rare', 2],
  ['Unreasonable', 'Rare', 2],
  ['Purging Blade', 'Uncommon', 5],
  ['Flinging', 'Uncommon', 2],
  ['Lesser Fire Aspect', 'Common', 2],
  ['Ash Destroyer', 'Rare', 5],
  ['Blessed Edge', 'Rare', 5],
  ['Water Aspect', 'Rare', 5],
  ["Winter's Grace", 'Rare', 5],
  ["Sol's Blessing", 'Rare', 5],
  ["Luna's Blessing", 'Rare', 5],
  ['Subject Physics', 'Rare', 5],
  ['Advanced Mending', 'Very Rare', 1],
];

const books: PlanEnchantmentInput[] = SWORD.map(([name, rarity, maxlevel]) => ({
  name,
  mcid: `bench:${name.toLowerCase().replace(/\W+/g, '_')}`,
  rarity,
  maxlevel,
  level: maxlevel,
  incompatibilities: [],
}));

const quick = process.argv.includes('--quick');
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? (quick ? 3 : 7));

interface Measured {
  plan: MergePlan;
  wall: number[];
  cpu: number[];
}

function measure(request: PlanRequest, times: number): Measured {
  planEnchantments(request); // warm-up
  const wall: number[] = [];
  const cpu: number[] = [];
  let plan = planEnchantments(request);
  for (let i = 0; i < times; i++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    plan = planEnchantments(request);
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  return { plan, wall, cpu };
}

/** Baseline: the item takes the books one by one in selection order. */
function leftToRight(n: number): { levels: number; maxStep: number; ms: number } {
  const start = performance.now();
  let item: AnvilInput = { isBook: false, priorWork: 0, enchantments: [] };
  let levels = 0;
  let maxStep = 0;
  for (const book of books.slice(0, n)) {
    const sacrifice: AnvilInput = {
      isBook: true,
      priorWork: 0,
      enchantments: [{ ...book, incompatibilities: [] }],
    };
    const outcome = anvilMerge(item, sacrifice);
    levels += outcome.levels;
    maxStep = Math.max(maxStep, outcome.levels);
    item = { isBook: false, priorWork: outcome.priorWork, enchantments: outcome.enchantments };
  }
  return { levels, maxStep, ms: performance.now() - start };
}

const fmt = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0));
const big = (n: number) => (n < 1e6 ? String(n) : n.toExponential(1));
const rows: string[][] = [];
const header = [
  'strategy',
  'books',
  'objective',
  'median ms',
  'p95 ms',
  'cpu med',
  'levels',
  'xp',
  'max step',
  'cap ok',
  'proven',
  'gap vs optimal',
  'baseline levels',
];

const optimalLevels = new Map<string, number>();
const scenarios: Array<{
  strategy: 'optimal' | 'grouped';
  n: number;
  objective: 'levels' | 'xp';
  cap: boolean;
}> = [];
for (const cap of [true, false]) {
  for (const n of quick ? [10, 12, 16] : [10, 12, 16, 20])
    scenarios.push({ strategy: 'optimal', n, objective: 'levels', cap });
  for (const n of quick ? [10, 12, 16, 30, 50] : [10, 12, 16, 20, 30, 50]) {
    scenarios.push({ strategy: 'grouped', n, objective: 'levels', cap });
  }
}
scenarios.push({ strategy: 'optimal', n: 16, objective: 'xp', cap: true });
scenarios.push({ strategy: 'grouped', n: 16, objective: 'xp', cap: true });

for (const { strategy, n, objective, cap } of scenarios) {
  const request: PlanRequest = {
    item: 'Sword',
    enchantments: books.slice(0, n),
    strategy,
    objective,
    tooExpensiveCap: cap,
    timeBudgetMs: 60_000,
  };
  const { plan, wall, cpu } = measure(request, strategy === 'optimal' && n >= 20 ? Math.min(runs, 5) : runs);
  const score = objective === 'levels' ? plan.totals.levels : plan.totals.xp;
  const key = `${n}/${objective}/${cap}`;
  if (strategy === 'optimal') optimalLevels.set(key, score);
  const best = optimalLevels.get(key);
  const gap = best === undefined ? 'n/a' : `${score - best} (${(((score - best) / best) * 100).toFixed(1)}%)`;
  const base = leftToRight(n);
  rows.push([
    strategy + (cap ? '' : ' (no cap)'),
    String(n),
    objective,
    fmt(median(wall)),
    fmt(percentile(wall, 95)),
    fmt(median(cpu)),
    String(plan.totals.levels),
    String(plan.totals.xp),
    String(plan.totals.maxStepLevels),
    plan.feasibleUnderCap ? 'yes' : 'no',
    plan.provenOptimal ? 'yes' : 'no',
    strategy === 'optimal' ? '-' : gap,
    `${big(base.levels)} (max ${big(base.maxStep)}${base.maxStep >= TOO_EXPENSIVE_LEVELS ? '!' : ''}, ${fmt(base.ms)} ms)`,
  ]);
}

console.log(`optimizer bench: ${runs} runs per row after a warm-up, load average ${loadavg()[0].toFixed(1)}`);
console.log('baseline = item takes the books left to right in selection order; max step >= 40 marked !\n');
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join(' | ');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
for (const row of rows) console.log(line(row));
