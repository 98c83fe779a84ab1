// Benchmark data: 100,000 trades over the five towns canz, bones, hilltop, fortress and oasis, the same shape as
// the demo data (mostly librarians selling one-enchantment books, plus the other careers' trades).
//
// As a library: `await generateBenchTrades(db)` on a migrated, reference-seeded database.
// As a command:  npx tsx bench/generate-trades.ts [--count=100000] [--sqlite=data/bench.db]
//                (PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL is set; PG_SCHEMA picks a schema)
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Prng } from '@tradehall/domain';
import type { Kysely } from 'kysely';
import { openDatabase } from '../apps/server/src/db/connection';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { seedReferenceData } from '../apps/server/src/db/seed/reference';
import type { Database } from '../apps/server/src/db/types';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { nowIso } from '../apps/server/src/lib/time';
import { insertTradesBatch } from '../apps/server/src/modules/trades/trade-bulk.repository';
import {
  generateTrades,
  type HallLocation,
  loadGeneratorReference,
} from '../apps/server/src/setup/trade-generator';

export const BENCH_TOWNS = ['canz', 'bones', 'hilltop', 'fortress', 'oasis'] as const;
export const BENCH_USERNAME = 'bench_user';
export const BENCH_PASSWORD = 'bench-password';

export interface BenchWorld {
  serverId: number;
  /** A user (role user) who owns the server: sign in as them to search it. */
  username: string;
  password: string;
  towns: number;
  locations: number;
  trades: number;
}

export interface BenchTradeOptions {
  count?: number;
  seed?: number;
}

/**
 * Creates a server owned by `bench_user` with the five towns, enough locations ('Hall 1', 'Hall 2', ...) and
 * `count` trades, in one transaction. Same seed, same data.
 */
export async function generateBenchTrades(
  db: Kysely<Database>,
  { count = 100_000, seed = 42 }: BenchTradeOptions = {},
): Promise<BenchWorld> {
  const reference = await loadGeneratorReference(db);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  // One trade per villager at least, 26 rows x 20 villagers per location.
  const locationsPerTown = Math.max(1, Math.ceil(count / (BENCH_TOWNS.length * 520)) + 1);
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const user =
      (await trx
        .selectFrom('users')
        .select('id')
        .where('username', '=', BENCH_USERNAME)
        .executeTakeFirst()) ??
      (await trx
        .insertInto('users')
        .values({
          username: BENCH_USERNAME,
          email: '',
          role: 'user',
          password_hash: passwordHash,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    const modpack = await trx
      .insertInto('modpacks')
      .values({ modpack: 'RLCraft', version: '2.9.3' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const server = await trx
      .insertInto('servers')
      .values({ name: `Bench ${count}`, modpack_id: modpack.id, owner_id: user.id, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const locations: HallLocation[] = [];
    for (const name of BENCH_TOWNS) {
      const town = await trx
        .insertInto('towns')
        .values({ server_id: server.id, name })
        .returning('id')
        .executeTakeFirstOrThrow();
      const halls = await trx
        .insertInto('locations')
        .values(
          Array.from({ length: locationsPerTown }, (_, i) => ({ town_id: town.id, name: `Hall ${i + 1}` })),
        )
        .returning('id')
        .execute();
      for (const hall of halls)
        locations.push({ server_id: server.id, town_id: town.id, location_id: hall.id });
    }
    const trades = generateTrades(reference, new Prng(seed), locations, count, { now });
    await insertTradesBatch(trx, trades);
    return {
      serverId: server.id,
      username: BENCH_USERNAME,
      password: BENCH_PASSWORD,
      towns: BENCH_TOWNS.length,
      locations: locations.length,
      trades: trades.length,
    };
  });
}

async function main(): Promise<void> {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const count = Number(arg('count') ?? 100_000);
  const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;
  const sqlitePath = resolve(arg('sqlite') ?? 'data/bench.db');
  const handle = await openDatabase({
    databaseUrl,
    sqlitePath,
    pgSchema: process.env.PG_SCHEMA || undefined,
  });
  try {
    await migrateToLatest(handle);
    await seedReferenceData(handle.db);
    const started = performance.now();
    const world = await generateBenchTrades(handle.db, { count });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `${world.trades} trades on server ${world.serverId} (${world.towns} towns, ${world.locations} locations) ` +
        `in ${seconds} s, ${databaseUrl ? 'PostgreSQL' : sqlitePath}; sign in as ${world.username} / ${world.password}`,
    );
  } finally {
    await handle.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
