import {
  CompiledQuery,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  SqliteQueryCompiler,
  sql,
  type UnknownRow,
} from 'kysely';
import type { Dialect } from '../src/db/connection';
import type { Database } from '../src/db/types';

/** The tables of trade data: every read of them must be scoped to the searched server. */
const TRADE_DATA = ['trades', 'trade_enchantments', 'towns', 'locations'];
/** The names the repositories give them in SQLite's plans (tables, or their aliases t, te, tw, l). */
const SQLITE_TRADE_DATA = new Set([...TRADE_DATA, 't', 'te', 'tw', 'l']);

/** A query that ran, with how many rows it returned. */
export type RecordedQuery = CompiledQuery & { rowCount: number };

/**
 * Records the SQL of every query run through the Kysely it is plugged into (`db.withPlugin(recorder)`). Kysely
 * shows a plugin the subqueries of a query too: only those that came back with a result ran on their own.
 */
export class QueryRecorder implements KyselyPlugin {
  private readonly compiled = new Map<QueryId, CompiledQuery>();
  private readonly ran: RecordedQuery[] = [];
  private readonly compiler: QueryCompiler;

  constructor(dialect: Dialect) {
    this.compiler = dialect === 'postgres' ? new PostgresQueryCompiler() : new SqliteQueryCompiler();
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.compiled.set(args.queryId, this.compiler.compileQuery(args.node, args.queryId));
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const query = this.compiled.get(args.queryId);
    if (query) this.ran.push({ ...query, rowCount: args.result.rows.length });
    return args.result;
  }

  /** The reads that ran since the last take (statements that only read: select or with). */
  take(): RecordedQuery[] {
    const reads = this.ran.filter((query) => /^\s*(select|with)\b/i.test(query.sql));
    this.ran.length = 0;
    this.compiled.clear();
    return reads;
  }
}

/**
 * How the query reads trade data other than through an index condition on server_id or a key look-up: one
 * line per such read (none: it reads only the rows it is given a server or keys for). PostgreSQL plans with
 * sequential scans off, so that the few rows of a test database do not make a full scan the cheaper plan.
 */
export async function unscopedReads(
  db: Kysely<Database>,
  dialect: Dialect,
  query: CompiledQuery,
): Promise<string[]> {
  if (dialect === 'postgres') return postgresUnscoped(db, query);
  const { rows } = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
  );
  const derived = new Set(
    rows.flatMap((row) => /^(?:MATERIALIZE|CO-ROUTINE) (\w+)/.exec(row.detail)?.[1] ?? []),
  );
  return rows
    .map((row) => row.detail)
    .filter((detail) => {
      const [, verb, name = '', how = ''] = /^(SCAN|SEARCH) (\w+)(?: USING (.*))?$/.exec(detail) ?? [];
      if (!verb || derived.has(name) || !SQLITE_TRADE_DATA.has(name)) return false;
      return (
        verb === 'SCAN' ||
        !/server_id=|rowid=|PRIMARY KEY|(_pk|sqlite_autoindex_trade_enchantments_1) \(trade_id=|locations_town_name_ci \(town_id=/.test(
          how,
        )
      );
    });
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

async function postgresUnscoped(db: Kysely<Database>, query: CompiledQuery): Promise<string[]> {
  const plan = await db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const { rows } = await trx.executeQuery<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
    );
    return rows[0]?.['QUERY PLAN'][0]?.Plan;
  });
  const found: string[] = [];
  const visit = (node: PlanNode) => {
    const table = node['Relation Name'] ?? TRADE_DATA.find((t) => node['Index Name']?.startsWith(`${t}_`));
    if (table && TRADE_DATA.includes(table) && node['Node Type'] !== 'Bitmap Heap Scan') {
      const index = node['Index Name'] ?? '';
      const cond = node['Index Cond'] ?? '';
      const scoped =
        /server_id =/.test(cond) ||
        (/(_pkey|_pk)$/.test(index) && cond !== '') ||
        (table === 'locations' && /town_id =/.test(cond));
      if (!scoped) found.push(`${node['Node Type']} on ${table}${index ? ` using ${index}` : ''} ${cond}`);
    }
    for (const child of node.Plans ?? []) visit(child);
  };
  if (plan) visit(plan);
  return found;
}
