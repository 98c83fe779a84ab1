import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';

/** The trade columns `q` is matched in (besides enchantment names). */
export const TEXT_COLUMNS = ['villager_type', 'sell_item', 'cost_item1', 'cost_item2'] as const;
export type TextColumn = (typeof TEXT_COLUMNS)[number];

/** What a search text matched: enchantment ids, and the distinct lower-cased column values that contain it. */
export interface TermMatch {
  enchantmentIds: number[];
  terms: Record<TextColumn, string[]>;
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
  return {
    enchantmentIds: enchantments.filter((e) => e.name.toLowerCase().includes(needle)).map((e) => e.id),
    terms,
  };
}

/** Whether two matches name the same enchantments and terms (in the same order: the vocabularies' own). */
export function sameMatch(a: TermMatch, b: TermMatch): boolean {
  const same = (x: readonly (string | number)[], y: readonly (string | number)[]) =>
    x.length === y.length && x.every((value, i) => value === y[i]);
  return (
    same(a.enchantmentIds, b.enchantmentIds) &&
    TEXT_COLUMNS.every((column) => same(a.terms[column], b.terms[column]))
  );
}

function emptyValues(): Record<TextColumn, string[]> {
  return Object.fromEntries(TEXT_COLUMNS.map((column) => [column, [] as string[]])) as Record<
    TextColumn,
    string[]
  >;
}
