import type { ReferenceEnchantment } from './search-terms';
import {
  type AnswerSlot,
  type EncodedTradeRow,
  enchantmentPairs,
  type TradeEnchantmentRow,
} from './trade-answer.repository';

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

/** Whether two slots are the same trade at the same moment: same id and stamp, same town and location names. */
export const sameSlot = (a: AnswerSlot, b: AnswerSlot): boolean =>
  a.id === b.id && a.stamp === b.stamp && a.town === b.town && a.location === b.location;

/** A trade's encoded JSON, with the slot it was encoded for. */
interface Fragment {
  slot: AnswerSlot;
  json: string;
}

/** Bytes a fragment is counted for: its texts (two bytes a code unit at most) and the entry around them. */
const fragmentBytes = (fragment: Fragment) =>
  2 * (fragment.json.length + fragment.slot.town.length + fragment.slot.location.length) + 96;

/**
 * Each trade's encoded JSON (enchantments included) under its slot (id, stamp, town and location names), for
 * the answers of every server: after one trade of an answer of thousands changes, only that trade is encoded
 * again. A fragment is used only for the very slot it was encoded for, so no trade change can make one stale;
 * the oldest are dropped past `maxBytes`. The enchantment names are the same for every server: the fragments
 * are kept for one data_versions 'search_all' (`allVersion`), all dropped when a newer one is asked for, and a
 * computation at an older one (that began before the enchantments changed) neither reads nor keeps any.
 */
export class TradeFragments {
  private readonly fragments = new Map<number, Fragment>();
  private bytes = 0;
  private allVersion = Number.NEGATIVE_INFINITY;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  /** Whether fragments at `allVersion` may be read and kept (the kept ones dropped if it is newer). */
  private current(allVersion: number): boolean {
    if (allVersion > this.allVersion) {
      this.fragments.clear();
      this.bytes = 0;
      this.allVersion = allVersion;
    }
    return allVersion === this.allVersion;
  }

  /** The JSON encoded for this very slot at this enchantments version, if kept. */
  get(slot: AnswerSlot, allVersion: number): string | undefined {
    const fragment = this.current(allVersion) ? this.fragments.get(slot.id) : undefined;
    if (!fragment) return undefined;
    return sameSlot(fragment.slot, slot) ? fragment.json : undefined;
  }

  /** Encodes a trade read from the database, and keeps it if `allVersion` is still the current one. */
  add(row: EncodedTradeRow, encoder: EnchantmentEncoder, allVersion: number): string {
    const json = `${row.json},"enchantments":${encoder.list(enchantmentPairs(row.enchantments))}}`;
    const fragment: Fragment = {
      slot: { id: row.id, stamp: row.stamp, town: row.town, location: row.location },
      json,
    };
    const size = fragmentBytes(fragment);
    if (!this.current(allVersion) || size > this.maxBytes) return json;
    const old = this.fragments.get(row.id);
    if (old) {
      this.fragments.delete(row.id);
      this.bytes -= fragmentBytes(old);
    }
    this.fragments.set(row.id, fragment);
    this.bytes += size;
    for (const [id, oldest] of this.fragments) {
      if (this.bytes <= this.maxBytes) break;
      this.fragments.delete(id);
      this.bytes -= fragmentBytes(oldest);
    }
    return json;
  }

  get size(): number {
    return this.fragments.size;
  }
}

/** The JSON array of an answer from its trades' JSON, in order. */
export function joinAnswer(trades: readonly string[]): Buffer {
  // One string built by appending (V8 keeps it as a rope until Buffer.from flattens it once): the cheapest way
  // found for answers of thousands of trades.
  let json = '[';
  trades.forEach((trade, i) => {
    json += i === 0 ? trade : `,${trade}`;
  });
  return Buffer.from(`${json}]`);
}
