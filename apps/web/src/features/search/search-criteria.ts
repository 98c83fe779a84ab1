import type { Trade, TradeEnchantment } from '@tradehall/contracts';
import { toRoman } from '@tradehall/domain';

/** The value of every "All ..." option. It is never sent: the parameter is left out instead (SPEC §7). */
export const ALL = 'All';

/** What the filters hold. `townId` is a town id (as text) or ALL; location and villager type are names. */
export interface SearchCriteria {
  townId: string;
  location: string;
  villagerType: string;
  text: string;
  onlyEnchanted: boolean;
}

export const INITIAL_CRITERIA: SearchCriteria = {
  townId: ALL,
  location: ALL,
  villagerType: ALL,
  text: '',
  onlyEnchanted: true,
};

/** The chosen town's id, or null for All Towns. */
export function chosenTownId(criteria: SearchCriteria): number | null {
  return criteria.townId === ALL ? null : Number(criteria.townId);
}

/** With 'Only with Enchantments' on, the answer is also filtered here to trades that carry enchantments. */
export function visibleTrades(trades: readonly Trade[], onlyEnchanted: boolean): readonly Trade[] {
  return onlyEnchanted ? trades.filter((trade) => trade.enchantments.length > 0) : trades;
}

/** 'Sharpness V'; a level that has no roman numeral is written in digits. */
export function enchantmentLabel({ name, level }: TradeEnchantment): string {
  const numeral = Number.isInteger(level) && level >= 1 && level <= 3999 ? toRoman(level) : String(level);
  return `${name} ${numeral}`;
}

export function enchantmentsText(enchantments: readonly TradeEnchantment[]): string {
  return enchantments.map(enchantmentLabel).join(', ');
}

/** An amount cell: blank when the amount is 0 (a trade without a second cost). */
export function amountOrBlank(amount: number): string {
  return amount === 0 ? '' : String(amount);
}
