import { BAUBLE_TIERS, type Bauble, type BaubleTier, type UpdateBaubleRequest } from '@tradehall/contracts';
import type { z } from 'zod';
import type { BaubleRow } from '../../db/types';

/** A checked bauble (PUT /api/baubles/{id}, a data-editor or CSV row). */
export type BaubleUpdate = z.output<typeof UpdateBaubleRequest>;

/**
 * A checked bauble as stored, on every path that writes baubles: tags lower case without repeats, and a write
 * that leaves the tier basis or the source mod out keeps the stored one.
 */
export function baubleValues(
  b: BaubleUpdate,
  current?: Pick<BaubleRow, 'tier_basis' | 'source_mod'>,
): Omit<BaubleRow, 'id' | 'row_version'> {
  return {
    name: b.name,
    type: b.type,
    tier: b.tier,
    tags: JSON.stringify(normaliseTags(b.tags)),
    icon: b.icon,
    description: b.description,
    how_to_obtain: b.howToObtain,
    upgrade_path: b.upgradePath,
    tier_basis: b.tierBasis ?? current?.tier_basis ?? '',
    source_mod: b.sourceMod ?? current?.source_mod ?? '',
  };
}

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
