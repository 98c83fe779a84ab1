// Trade search benchmark: npx tsx bench/search.bench.ts [--count=100000] [--requests=200] [--seconds=10]
// SQLite by default; PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL) is set (a fresh schema, dropped after).
// Builds a database with 100,000 trades, starts the real server on 127.0.0.1 and measures over HTTP:
//   - GET /api/trades/search?q=mending&only_ench=true&server_id=… latency: 200 requests after warm-up (cached
//     answer), and 50 cold requests (the trade data changes before each one, so every answer is computed afresh);
//   - autocannon, 10 connections for 10 s, on that route (plain and with a browser's Accept-Encoding), on
//     GET /api/hello, and on GET /api/me (the token check every signed-in route pays) for reference.
// Targets: p95 <= 20 ms; search >= 40% of hello's requests per second.
import { loadavg } from 'node:os';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { tradeDataChanged } from '../apps/server/src/modules/shared/trade-data-events';
import { generateBenchTrades } from './generate-trades';
import { openBenchDatabase } from './lib/bench-db';
import { closeHttpAgent, signIn, timedRequest } from './lib/http';
import { type LoadResult, runLoad } from './lib/load';
import { summarize } from './lib/stats';

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const COUNT = arg('count', 100_000);
const REQUESTS = arg('requests', 200);
const COLD_REQUESTS = arg('cold', 50);
const SECONDS = arg('seconds', 10);
const WARMUP = 20;
const P95_TARGET_MS = 20;
const RATIO_TARGET = 0.4;
const BROWSER_ENCODING = { 'accept-encoding': 'gzip, deflate, br' };

const bench = await openBenchDatabase('search');
const { app } = await buildApp(bench.config);
try {
  const started = performance.now();
  const world = await generateBenchTrades(app.deps.db, { count: COUNT });
  // PostgreSQL's autovacuum analyses a table soon after a bulk load; do it now rather than time the planner's
  // guesses in its first minute. (SQLite gathers no statistics unless told to; the search does not need them.)
  if (bench.config.databaseUrl) await sql`analyze`.execute(app.deps.db);
  const setupSeconds = (performance.now() - started) / 1000;
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const base = `http://127.0.0.1:${address.port}`;
  const token = await signIn(base, world.username, world.password);
  const auth = { authorization: `Bearer ${token}` };
  const searchUrl = `${base}/api/trades/search?q=mending&only_ench=true&server_id=${world.serverId}`;

  // The answer: every row must be a Mending trade of the server.
  const first = await timedRequest(searchUrl, { headers: auth });
  if (first.status !== 200) throw new Error(`search answered ${first.status}: ${first.body.toString()}`);
  const rows = JSON.parse(first.body.toString()) as { enchantments: { name: string }[] }[];
  if (rows.length === 0 || !rows.every((r) => r.enchantments.some((e) => /mending/i.test(e.name)))) {
    throw new Error('the search answer is not what q=mending asks for');
  }
  const gzipped = await timedRequest(searchUrl, { headers: { ...auth, ...BROWSER_ENCODING } });
  if (gunzipSync(gzipped.body).length !== first.body.length) throw new Error('gzip answer differs');

  for (let i = 0; i < WARMUP; i++) await timedRequest(searchUrl, { headers: auth });
  const cold: number[] = [];
  for (let i = 0; i < COLD_REQUESTS; i++) {
    // As a write through this process would: bump the version, then tell the caches.
    await app.deps.db
      .updateTable('data_versions')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('name', '=', 'trades')
      .execute();
    tradeDataChanged(app.deps.db);
    cold.push((await timedRequest(searchUrl, { headers: auth })).ms);
  }
  const warm: number[] = [];
  for (let i = 0; i < REQUESTS; i++) warm.push((await timedRequest(searchUrl, { headers: auth })).ms);

  const hello = await runLoad(`${base}/api/hello`, { seconds: SECONDS });
  // The floor every signed-in route shares: token check and user look-up, nothing else.
  const me = await runLoad(`${base}/api/me`, { seconds: SECONDS, headers: auth });
  const search = await runLoad(searchUrl, { seconds: SECONDS, headers: auth });
  const searchGzip = await runLoad(searchUrl, {
    seconds: SECONDS,
    headers: { ...auth, ...BROWSER_ENCODING },
  });

  const warmStats = summarize(warm);
  const coldStats = summarize(cold);
  const ratio = search.requestsPerSecond / hello.requestsPerSecond;
  const ratioGzip = searchGzip.requestsPerSecond / hello.requestsPerSecond;
  const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
  const ms = (n: number) => n.toFixed(2);
  const load = (r: LoadResult) =>
    `${r.requestsPerSecond.toFixed(0)} req/s (p50 ${r.latencyP50} ms, p99 ${r.latencyP99} ms, ` +
    `${r.megabytesPerSecond.toFixed(1)} MB/s${r.failures ? `, ${r.failures} failures` : ''})`;

  console.log(
    `Trade search on ${bench.label}: ${world.trades} trades (${world.towns} towns, ${world.locations} locations), ` +
      `built in ${setupSeconds.toFixed(1)} s; node ${process.version}; load average ${loadavg()[0].toFixed(1)}`,
  );
  console.log(`GET ${searchUrl.replace(base, '')}`);
  console.log(
    `answer: ${rows.length} trades, ${(first.body.length / 1024).toFixed(0)} kB JSON ` +
      `(${(gzipped.body.length / 1024).toFixed(0)} kB gzip)\n`,
  );
  const table: [string, string][] = [
    [
      `latency, cached answer (${REQUESTS} after ${WARMUP} warm-up)`,
      `median ${ms(warmStats.median)} ms, p95 ${ms(warmStats.p95)} ms, max ${ms(warmStats.max)} ms`,
    ],
    [
      `latency, cold (data changed before each of ${COLD_REQUESTS})`,
      `median ${ms(coldStats.median)} ms, p95 ${ms(coldStats.p95)} ms, max ${ms(coldStats.max)} ms`,
    ],
    [`autocannon ${SECONDS} s x 10: GET /api/hello`, load(hello)],
    [`autocannon ${SECONDS} s x 10: GET /api/me (sign-in check only)`, load(me)],
    [`autocannon ${SECONDS} s x 10: search`, load(search)],
    [`autocannon ${SECONDS} s x 10: search, Accept-Encoding gzip`, load(searchGzip)],
    [
      `target p95 <= ${P95_TARGET_MS} ms (cached / cold)`,
      `${verdict(warmStats.p95 <= P95_TARGET_MS)} / ${verdict(coldStats.p95 <= P95_TARGET_MS)}`,
    ],
    [
      `target search >= ${RATIO_TARGET * 100}% of hello req/s`,
      `${(ratio * 100).toFixed(0)}% ${verdict(ratio >= RATIO_TARGET)}; with gzip ${(ratioGzip * 100).toFixed(0)}% ${verdict(ratioGzip >= RATIO_TARGET)}`,
    ],
  ];
  const width = Math.max(...table.map(([k]) => k.length));
  for (const [k, v] of table) console.log(`${k.padEnd(width)} | ${v}`);
} finally {
  closeHttpAgent();
  await app.close();
  await bench.cleanup();
}
