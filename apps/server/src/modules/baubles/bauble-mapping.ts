import { BAUBLE_TIERS, type Bauble, type BaubleTier } from '@tradehall/contracts';
import type { BaubleRow } from '../../db/types';

function toTier(value: string): BaubleTier {
  const upper = value.trim().toUpperCase();
  return (BAUBLE_TIERS as readonly string[]).includes(upper) ? (upper as BaubleTier) : 'F';
}

/** Tags are stored as a JSON array of strings; anything else reads as no tags. */
export function parseTags(stored: string): string[] {
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

/** Lower case, trimmed, without repeats, in the order given. */
export function normaliseTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean))];
}

export function toBauble(row: BaubleRow): Bauble {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    tier: toTier(row.tier),
    tags: parseTags(row.tags),
    icon: row.icon,
    description: row.description,
    howToObtain: row.how_to_obtain,
    upgradePath: row.upgrade_path,
    tierBasis: row.tier_basis,
    sourceMod: row.source_mod,
    row_version: row.row_version,
  };
}
