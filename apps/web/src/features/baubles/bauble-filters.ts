import { BAUBLE_TIERS, type Bauble, type BaubleTier } from '@tradehall/contracts';
import { compareNatural } from '../../lib/natural-sort';

export interface BaubleFilters {
  /** Part of the name, any case. */
  search: string;
  /** A slot, or null for every slot. */
  type: string | null;
  /** A tag, or null for every tag. */
  tag: string | null;
}

export const NO_FILTERS: BaubleFilters = { search: '', type: null, tag: null };

/** The baubles whose name contains the search text (ignoring case) and that match the type and tag filters. */
export function filterBaubles(baubles: readonly Bauble[], filters: BaubleFilters): Bauble[] {
  const search = filters.search.trim().toLowerCase();
  return baubles.filter(
    (bauble) =>
      (search === '' || bauble.name.toLowerCase().includes(search)) &&
      (filters.type === null || bauble.type === filters.type) &&
      (filters.tag === null || bauble.tags.includes(filters.tag)),
  );
}

/** Baubles by tier, in tier order S, A, B, C, D, F, each row sorted by name. */
export function groupByTier(baubles: readonly Bauble[]): { tier: BaubleTier; baubles: Bauble[] }[] {
  return BAUBLE_TIERS.map((tier) => ({
    tier,
    baubles: baubles.filter((b) => b.tier === tier).sort((a, b) => compareNatural(a.name, b.name)),
  }));
}

const sortedDistinct = (values: Iterable<string>) =>
  [...new Set(values)].sort((a, b) => compareNatural(a, b));

export const typesOf = (baubles: readonly Bauble[]) => sortedDistinct(baubles.map((b) => b.type));
export const tagsOf = (baubles: readonly Bauble[]) => sortedDistinct(baubles.flatMap((b) => b.tags));
