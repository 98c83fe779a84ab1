import type { ReferenceEnchantment } from './search-terms';
import type { OpenTradeJson, TradeEnchantmentRow } from './trade-answer.repository';

/**
 * Encodes the enchantments of search answers ({name, level, maxlevel, mcid}, by name, as the API's Trade has
 * them) from the reference list, each enchantment and level encoded once.
 */
export class EnchantmentEncoder {
  private readonly byId: Map<number, ReferenceEnchantment>;
  private readonly encoded = new Map<string, string>();

  constructor(reference: readonly ReferenceEnchantment[]) {
    this.byId = new Map(reference.map((enchantment) => [enchantment.id, enchantment]));
  }

  knows(enchantmentId: number): boolean {
    return this.byId.has(enchantmentId);
  }

  /** The JSON array of one trade's enchantment rows. */
  list(rows: readonly TradeEnchantmentRow[]): string {
    const entries = rows.map((row) => ({ name: this.byId.get(row.enchantment_id)?.name ?? '', row }));
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return `[${entries.map(({ row }) => this.one(row)).join(',')}]`;
  }

  private one({ enchantment_id, level }: TradeEnchantmentRow): string {
    const key = `${enchantment_id}:${level}`;
    let json = this.encoded.get(key);
    if (json === undefined) {
      const enchantment = this.byId.get(enchantment_id);
      json = JSON.stringify({
        name: enchantment?.name ?? '',
        level,
        maxlevel: enchantment?.maxlevel ?? 0,
        mcid: enchantment?.mcid ?? '',
      });
      this.encoded.set(key, json);
    }
    return json;
  }
}

/** The JSON array of an answer: its trades, each closed with its enchantments. */
export function encodeAnswer(
  trades: readonly OpenTradeJson[],
  enchantmentRows: readonly TradeEnchantmentRow[],
  encoder: EnchantmentEncoder,
): Buffer {
  const byTrade = new Map<number, TradeEnchantmentRow[]>();
  for (const row of enchantmentRows) {
    const list = byTrade.get(row.trade_id);
    if (list) list.push(row);
    else byTrade.set(row.trade_id, [row]);
  }
  // One string built by appending (V8 keeps it as a rope until Buffer.from flattens it once): the cheapest way
  // found for answers of thousands of trades.
  let json = '[';
  trades.forEach((trade, i) => {
    const rows = byTrade.get(trade.id);
    json += `${i === 0 ? '' : ','}${trade.json},"enchantments":${rows ? encoder.list(rows) : '[]'}}`;
  });
  return Buffer.from(`${json}]`);
}
