// The plans of the search-scale queries on a database kept by `search-scale.bench.ts --keep`: every query that
// the searches, Filter Trades, the optimizer's trade dots and the trade template run for the middle server, with
// its plan (PostgreSQL: EXPLAIN ANALYZE, BUFFERS; SQLite: EXPLAIN QUERY PLAN) and whether it reads trade data
// other than through an index on server_id or by key (the check of apps/server/test/search-plans.test.ts).
//   npx tsx bench/search-scale-plans.ts [--servers=1000] [--trades=3000]      (PostgreSQL: BENCH_DATABASE_URL)
//   npx tsx bench/search-scale-plans.ts --sqlite [--servers=100] [--trades=3000]
import { TradeSearchQuery } from '@tradehall/contracts';
import { CompiledQuery } from 'kysely';
import { openDatabase } from '../apps/server/src/db/connection';
import { FilterRunner } from '../apps/server/src/modules/filter-trades/filter-runner';
import { filterTradesFor } from '../apps/server/src/modules/filter-trades/filter-trades.service';
import { enchantmentSources } from '../apps/server/src/modules/optimizer/reference.service';
import { SearchCache } from '../apps/server/src/modules/trades/search-cache';
import { TradeSearch } from '../apps/server/src/modules/trades/trade-search';
import { tradeTemplate } from '../apps/server/src/modules/trades/trade-template';
import { QueryRecorder, unscopedReads } from '../apps/server/test/query-plans';
import { benchDatabaseUrl } from './lib/bench-db';
import { scaleDatabase } from './lib/scale-db';

const SQLITE = process.argv.includes('--sqlite');
const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SERVERS = arg('servers', SQLITE ? 100 : 1000);
const url = SQLITE ? undefined : benchDatabaseUrl();
if (!SQLITE && !url)
  throw new Error('set BENCH_DATABASE_URL to the PostgreSQL the bench kept its databases on');

const { config, where } = scaleDatabase(`scale${SERVERS}x${arg('trades', 3000)}`, url, true);
const handle = await openDatabase(config);
const dialect = handle.dialect;
const recorder = new QueryRecorder(dialect);
const db = handle.db.withPlugin(recorder);
const runner = new FilterRunner({ startWorker: () => undefined });
try {
  const serverId = (
    await db
      .selectFrom('servers')
      .select('id')
      .where('name', '=', process.env.SCALE_SERVER ?? `Scale ${Math.floor(SERVERS / 2)}`)
      .executeTakeFirstOrThrow()
  ).id;
  const user = { id: 0, username: 'bench', role: 'admin' as const };
  const search = new TradeSearch(db, dialect, new SearchCache());
  const searches = ['q=mending&only_ench=true', 'q=mending&base=fortress', 'q=book', 'q='];
  const runs: [string, () => Promise<unknown>][] = [
    ...searches.map((params): [string, () => Promise<unknown>] => [
      params,
      () =>
        search.search(
          user,
          TradeSearchQuery.parse({
            ...Object.fromEntries(new URLSearchParams(params)),
            server_id: String(serverId),
          }),
        ),
    ]),
    [
      'Filter Trades',
      () =>
        filterTradesFor(db, runner, user, {
          server_id: serverId,
          selected_towns: ['canz', 'fortress'],
          curse_keep: ['Binding'],
          enchantment_ignore: [],
          count_gear: false,
        }),
    ],
    ['optimizer trade dots', () => enchantmentSources(db, user, serverId)],
    [
      'trade template',
      () =>
        tradeTemplate(db, user, {
          villager_type: 'Librarian',
          sell_item: 'Enchanted Book',
          server_id: serverId,
        }),
    ],
  ];
  console.log(`${where}: server ${serverId}`);
  for (const [name, run] of runs) {
    recorder.take();
    await run();
    for (const query of recorder.take()) {
      if (!/\b(trades|trade_enchantments)\b/.test(query.sql)) continue;
      const prefix = dialect === 'postgres' ? 'explain (analyze, buffers, costs off)' : 'explain query plan';
      const { rows } = await handle.db.executeQuery<Record<string, string>>(
        CompiledQuery.raw(`${prefix} ${query.sql}`, [...query.parameters]),
      );
      const unscoped = await unscopedReads(handle.db, dialect, query);
      console.log(`\n== ${name}: ${query.sql.replace(/\s+/g, ' ').slice(0, 160)}…`);
      console.log(unscoped.length === 0 ? '   scoped: yes' : `   NOT SCOPED: ${unscoped.join('; ')}`);
      for (const row of rows) console.log(`   ${(row['QUERY PLAN'] ?? row.detail ?? '').slice(0, 160)}`);
    }
  }
} finally {
  await runner.close();
  await handle.close();
}
