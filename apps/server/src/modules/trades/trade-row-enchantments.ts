/**
 * One enchantment of a trades row and its level: by the reference's id or mcid (what a program holds, see
 * trade-rows.table.ts), or by a name as a person wrote it (a CSV or data-editor cell, once read).
 */
export type TradeRowEnchantment = { level: number } & (
  | { enchantment_id: number }
  | { mcid: string }
  | { name: string }
);

/** The reference enchantments by mcid (lower case) and by id. */
export interface KnownEnchantments {
  byMcid: ReadonlyMap<string, { name: string }>;
  byId: ReadonlyMap<number, { name: string }>;
}

/**
 * The row's enchantments by the names the reference gives them now (the trade rules check names), or the first
 * problem: an id or mcid the reference lacks, a level that is no whole number.
 */
export function namedEnchantments(
  enchantments: readonly TradeRowEnchantment[],
  known: KnownEnchantments,
): { list: { name: string; level: number }[] } | { reason: string } {
  const list: { name: string; level: number }[] = [];
  for (const e of enchantments) {
    if (!Number.isSafeInteger(e.level)) return { reason: `level ${e.level} is not a whole number` };
    if ('name' in e) {
      list.push({ name: e.name, level: e.level });
      continue;
    }
    const found = 'mcid' in e ? known.byMcid.get(e.mcid.toLowerCase()) : known.byId.get(e.enchantment_id);
    if (!found) {
      return {
        reason:
          'mcid' in e
            ? `there is no enchantment with mcid '${e.mcid}'`
            : `there is no enchantment with id ${e.enchantment_id}`,
      };
    }
    list.push({ name: found.name, level: e.level });
  }
  return { list };
}
