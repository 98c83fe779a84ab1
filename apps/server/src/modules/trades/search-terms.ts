import { ADDED_FIELDS, ADDED_TRADE_FIELDS, type AddedTradeField } from '@tradehall/contracts';
import { fromRoman } from '@tradehall/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

/** The trade columns `q` is matched in (besides enchantment names); each has an index (server_id, lower(column)). */
/** The fields added to trades that `q` matches (notes). */
type SearchedField = {
  [F in AddedTradeField]: (typeof ADDED_TRADE_FIELDS)[F]['searched'] extends true ? F : never;
}[AddedTradeField];
const searchedFields = ADDED_FIELDS.filter((field) => ADDED_TRADE_FIELDS[field].searched) as SearchedField[];

export const TEXT_COLUMNS = [
  'villager_type',
  'sell_item',
  'cost_item1',
  'cost_item2',
  ...searchedFields,
] as const;
export type TextColumn = (typeof TEXT_COLUMNS)[number];

/** What a search text matched: enchantment ids, and the distinct lower-cased column values that contain it. */
export interface TermMatch {
  enchantmentIds: number[];
  terms: Record<TextColumn, string[]>;
  /**
   * A text ending in a level ('Mending I', 'sharpness 5'): the enchantments whose names contain the rest, at
   * that level. Null when the text ends in no level.
   */
  leveled: { enchantmentIds: number[]; level: number } | null;
  /** The enchantments named exactly as the text (or its rest before a level): their trades rank first. */
  exact: { enchantmentIds: number[]; level: number | null };
}

/** Highest level a search text may end in (no enchantment goes near it). */
const MAX_SEARCH_LEVEL = 255;

/** 'mending i' → { name: 'mending', level: 1 }; 'silk touch 1', 'sharpness 5' too; null without a level. */
export function trailingLevel(text: string): { name: string; level: number } | null {
  const found = /^(.*\S)\s+(\d+|[ivxlcdm]+)$/i.exec(text.trim());
  if (!found) return null;
  const written = found[2]!;
  const level = /^\d+$/.test(written) ? Number(written) : fromRoman(written);
  if (level === null || level < 1 || level > MAX_SEARCH_LEVEL) return null;
  return { name: found[1]!, level };
}

/** One server's search vocabulary: every distinct lower-cased value of its searchable columns. */
export interface SearchVocabulary {
  values: Record<TextColumn, string[]>;
}

/** An enchantment as search answers show it; the list is the same for every server. */
export interface ReferenceEnchantment {
  id: number;
  name: string;
  maxlevel: number;
  mcid: string;
}

/**
 * Reads one server's vocabulary with a loose index scan per column (one index seek per distinct value, on the
 * (server_id, lower(column)) indexes of migration 006), so its cost grows with the number of distinct item
 * names of that server, not with the number of trades or servers. The same SQL runs on SQLite and PostgreSQL.
 */
export async function readVocabulary(db: Kysely<Database>, serverId: number): Promise<SearchVocabulary> {
  const scans = TEXT_COLUMNS.map((column, index) => {
    const value = sql`lower(${sql.ref(column)})`;
    return sql`${sql.raw(`v${index}`)}(term) as (
      select (select ${value} from trades where server_id = ${serverId} order by ${value} limit 1)
      union all
      select (select ${value} from trades where server_id = ${serverId} and ${value} > v.term
              order by ${value} limit 1)
      from ${sql.raw(`v${index}`)} v where v.term is not null
    )`;
  });
  const selects = TEXT_COLUMNS.map(
    (column, index) =>
      sql`select ${sql.lit(column)} as col, term from ${sql.raw(`v${index}`)} where term is not null`,
  );
  const { rows } = await sql<{ col: TextColumn; term: string }>`
    with recursive ${sql.join(scans)}
    ${sql.join(selects, sql` union all `)}`.execute(db);
  const values = emptyValues();
  for (const row of rows) values[row.col].push(row.term);
  return { values };
}

/** Every enchantment (a few hundred rows, shared by all servers). */
export async function readReferenceEnchantments(db: Kysely<Database>): Promise<ReferenceEnchantment[]> {
  const rows = await db.selectFrom('enchantments').select(['id', 'name', 'maxlevel', 'mcid']).execute();
  return rows.map((row) => ({ ...row, maxlevel: Number(row.maxlevel) }));
}

/** What `q` (any case) matches in the enchantment names and the servers' vocabularies: substring, ignoring case. */
export function matchTerms(
  enchantments: readonly ReferenceEnchantment[],
  vocabularies: readonly SearchVocabulary[],
  q: string,
): TermMatch {
  const needle = q.toLowerCase();
  const terms = {} as Record<TextColumn, string[]>;
  for (const column of TEXT_COLUMNS) {
    const values = new Set(vocabularies.flatMap((vocabulary) => vocabulary.values[column]));
    terms[column] = [...values].filter((value) => value.toLowerCase().includes(needle));
  }
  const split = trailingLevel(needle);
  const named = (name: string) => enchantments.filter((e) => e.name.toLowerCase() === name).map((e) => e.id);
  const exactWhole = named(needle);
  return {
    enchantmentIds: enchantments.filter((e) => e.name.toLowerCase().includes(needle)).map((e) => e.id),
    terms,
    leveled: split
      ? {
          enchantmentIds: enchantments
            .filter((e) => e.name.toLowerCase().includes(split.name))
            .map((e) => e.id),
          level: split.level,
        }
      : null,
    exact:
      exactWhole.length > 0 || !split
        ? { enchantmentIds: exactWhole, level: null }
        : { enchantmentIds: named(split.name), level: split.level },
  };
}

/** Whether two matches name the same enchantments and terms (in the same order: the vocabularies' own). */
export function sameMatch(a: TermMatch, b: TermMatch): boolean {
  const same = (x: readonly (string | number)[], y: readonly (string | number)[]) =>
    x.length === y.length && x.every((value, i) => value === y[i]);
  return (
    same(a.enchantmentIds, b.enchantmentIds) &&
    TEXT_COLUMNS.every((column) => same(a.terms[column], b.terms[column])) &&
    a.leveled?.level === b.leveled?.level &&
    same(a.leveled?.enchantmentIds ?? [], b.leveled?.enchantmentIds ?? []) &&
    a.exact.level === b.exact.level &&
    same(a.exact.enchantmentIds, b.exact.enchantmentIds)
  );
}

function emptyValues(): Record<TextColumn, string[]> {
  return Object.fromEntries(TEXT_COLUMNS.map((column) => [column, [] as string[]])) as Record<
    TextColumn,
    string[]
  >;
}
