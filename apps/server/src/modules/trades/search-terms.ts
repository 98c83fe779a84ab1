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

/** Every distinct lower-cased value of the searchable columns, and every enchantment name. */
export interface SearchVocabulary {
  enchantments: { id: number; name: string }[];
  values: Record<TextColumn, string[]>;
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
      sql`select ${sql.lit(column)} as col, term, null as id from ${sql.raw(`v${index}`)} where term is not null`,
  );
  // One round trip: the enchantment names ride along with the column values.
  const { rows } = await sql<{ col: TextColumn | 'enchantment'; term: string; id: number | null }>`
    with recursive ${sql.join(scans)}
    select 'enchantment' as col, name as term, id from enchantments
    union all ${sql.join(selects, sql` union all `)}`.execute(db);
  const values = emptyValues();
  const enchantments: SearchVocabulary['enchantments'] = [];
  for (const row of rows) {
    if (row.col === 'enchantment') enchantments.push({ id: Number(row.id), name: row.term });
    else values[row.col].push(row.term);
  }
  return { enchantments, values };
}

/** What `q` (any case) matches in the vocabulary: substring, ignoring case. */
export function matchTerms(vocabulary: SearchVocabulary, q: string): TermMatch {
  const needle = q.toLowerCase();
  const terms = {} as Record<TextColumn, string[]>;
  for (const column of TEXT_COLUMNS) {
    terms[column] = vocabulary.values[column].filter((value) => value.toLowerCase().includes(needle));
  }
  return {
    enchantmentIds: vocabulary.enchantments
      .filter((e) => e.name.toLowerCase().includes(needle))
      .map((e) => e.id),
    terms,
  };
}

/** The vocabulary of several servers together: each column's values of any of them. */
export function mergeVocabularies(vocabularies: readonly SearchVocabulary[]): SearchVocabulary {
  const [first, ...rest] = vocabularies;
  if (!first) return { enchantments: [], values: emptyValues() };
  if (rest.length === 0) return first;
  const values = emptyValues();
  for (const column of TEXT_COLUMNS) {
    values[column] = [...new Set(vocabularies.flatMap((vocabulary) => vocabulary.values[column]))];
  }
  return { enchantments: first.enchantments, values };
}

function emptyValues(): Record<TextColumn, string[]> {
  return Object.fromEntries(TEXT_COLUMNS.map((column) => [column, [] as string[]])) as Record<
    TextColumn,
    string[]
  >;
}
