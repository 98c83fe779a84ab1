// The Filter Trades strategy: coverage, the smallest set of villagers to keep, and what removing the others loses.
import { analyzeCoverage } from './coverage';
import { buildRemovals } from './removal';
import { SET_COVER_DEFAULTS, solveSetCover } from './setCover';
import type {
  EnchantmentAtLevel,
  FilterTradesInput,
  FilterTradesOptions,
  FilterTradesResult,
  KeptVillager,
} from './types';

/**
 * Keeps the fewest villagers such that every counted enchantment stays on offer at its best level and its
 * cheapest price for that level. Deterministic: the same trades in any order give the same result (elapsedMs aside).
 */
export function filterTrades(
  input: FilterTradesInput,
  options: FilterTradesOptions = {},
): FilterTradesResult {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const analysis = analyzeCoverage(input);
  const budgetMs = options.timeBudgetMs ?? SET_COVER_DEFAULTS.timeBudgetMs;
  const cover = solveSetCover(analysis.instance, {
    ...options,
    now,
    timeBudgetMs: Math.max(0, budgetMs - (now() - started)),
  });

  const keptVillagers = cover.chosen.map((s) => analysis.setVillagers[s]);
  const replaceable = new Set(cover.replaceable.map((s) => analysis.setVillagers[s]));
  const keptSet = new Set(keptVillagers);
  const toLevel = (e: number): EnchantmentAtLevel => ({
    enchantment: analysis.enchantments[e],
    level: analysis.coverage[e].level,
  });

  const kept = keptVillagers.map((v): KeptVillager => {
    const provides = analysis.offers[v]
      .filter(
        (o) =>
          o.level === analysis.coverage[o.enchantment].level && analysis.sources[o.enchantment].includes(v),
      )
      .map((o) => toLevel(o.enchantment));
    return { ...analysis.villagers[v], provides, replaceable: replaceable.has(v) };
  });

  // An enchantment has an alternative when the kept villager that alone provides it could be swapped out.
  const alternatives: EnchantmentAtLevel[] = [];
  analysis.sources.forEach((sources, e) => {
    const providers = sources.filter((v) => keptSet.has(v));
    if (providers.length === 1 && replaceable.has(providers[0])) alternatives.push(toLevel(e));
  });

  const { removals, notJudged } = buildRemovals(analysis, keptVillagers);
  return {
    coverage: analysis.coverage,
    removals,
    notJudged,
    kept,
    provenMinimal: cover.provenOptimal,
    lowerBound: cover.lowerBound,
    alternativeOptimaExist: cover.replaceable.length > 0,
    alternatives,
    stats: {
      trades: input.trades.length,
      villagers: analysis.villagers.length,
      countedEnchantments: analysis.enchantments.length,
      candidateVillagers: analysis.setVillagers.length,
      forcedVillagers: cover.stats.forced,
      components: cover.stats.components,
      largestComponent: cover.stats.largestComponent,
      searchNodes: cover.stats.nodes,
      cutoff: cover.cutoff,
      alternativeSearch: cover.alternativeSearch,
      elapsedMs: now() - started,
    },
  };
}
