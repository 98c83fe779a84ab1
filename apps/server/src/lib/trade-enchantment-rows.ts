/** An enchantment row of a trade as the repositories read it (the driver may give the level as text). */
export interface TradeEnchantmentRow {
  trade_id: number;
  name: string;
  level: number | string;
}

interface TradeNumbers {
  id: number;
  num: number | string;
  cost_amount1: number | string;
  cost_amount2: number | string;
}

/**
 * Trade rows with their enchantments (by name) attached and their numbers as numbers (`pg` may answer them as
 * text): the shape the strategy and the shopping list read.
 */
export function withEnchantments<T extends TradeNumbers>(
  rows: readonly T[],
  enchantments: readonly TradeEnchantmentRow[],
) {
  const byTrade = new Map<number, { name: string; level: number }[]>();
  for (const { trade_id, name, level } of enchantments) {
    const entry = { name, level: Number(level) };
    const list = byTrade.get(trade_id);
    if (list) list.push(entry);
    else byTrade.set(trade_id, [entry]);
  }
  return rows.map((row) => ({
    ...row,
    num: Number(row.num),
    cost_amount1: Number(row.cost_amount1),
    cost_amount2: Number(row.cost_amount2),
    enchantments: byTrade.get(row.id) ?? [],
  }));
}
