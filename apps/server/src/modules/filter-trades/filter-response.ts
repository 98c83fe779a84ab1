// The strategy's result in the API's shape (the coverage row's spec names, else snake_case; 'Name LEVEL' labels).
import type { FilterTradesResponse } from '@tradehall/contracts';
import {
  type EnchantmentAtLevel,
  type FilterTradesResult,
  toRoman,
  type VillagerRef,
} from '@tradehall/domain';

/** 'Sharpness V'; levels outside what roman numerals write stay digits. */
export function levelLabel({ enchantment, level }: EnchantmentAtLevel): string {
  const written = Number.isInteger(level) && level >= 1 && level <= 3999 ? toRoman(level) : String(level);
  return `${enchantment} ${written}`;
}

function villagerFields(villager: VillagerRef) {
  return {
    town: villager.town,
    location: villager.location,
    row: villager.row,
    num: villager.num,
    display: villager.display,
    villager_type: villager.villagerType,
  };
}

export function toResponse(result: FilterTradesResult, countGear: boolean): FilterTradesResponse {
  return {
    counted: countGear ? 'books_and_gear' : 'books',
    coverage: result.coverage.map((row) => ({
      Enchantment: row.enchantment,
      Level: row.level,
      Type: row.villagerType,
      Villagers: row.villagers,
      Cost: row.cost,
      cheapest_villagers: row.cheapestVillagers,
      cost_emeralds: row.price.emeralds,
      where_to_buy: row.sellers.map(villagerFields),
    })),
    removals: result.removals.map((row) => {
      const lost = row.lost.map(levelLabel);
      return {
        ...villagerFields(row),
        Location: row.display,
        Type: row.villagerType,
        Lost: lost.join(', '),
        lost,
        lost_levels: row.lost.map(({ enchantment, level }) => ({ enchantment, level })),
      };
    }),
    not_judged: result.notJudged.map(villagerFields),
    kept: result.kept.map((row) => ({
      ...villagerFields(row),
      provides: row.provides.map(levelLabel),
      replaceable: row.replaceable,
    })),
    kept_count: result.kept.length,
    proven_minimal: result.provenMinimal,
    lower_bound: result.lowerBound,
    alternative_optima_exist: result.alternativeOptimaExist,
    alternatives: result.alternatives.map(levelLabel),
    stats: {
      trades: result.stats.trades,
      villagers: result.stats.villagers,
      counted_enchantments: result.stats.countedEnchantments,
      cutoff: result.stats.cutoff,
      elapsed_ms: Math.round(result.stats.elapsedMs),
    },
  };
}
