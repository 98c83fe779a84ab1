import { randomBytes } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { initialMigration } from '../src/db/migrations/001_initial';
import { tradeSearchMigration } from '../src/db/migrations/002_trade_search';
import { loginThrottleMigration } from '../src/db/migrations/003_login_throttle';
import { worldScansMigration } from '../src/db/migrations/004_world_scans';
import { worldScanProgressMigration } from '../src/db/migrations/005_world_scan_progress';
import { SearchCache } from '../src/modules/trades/search-cache';
import { readSearchVersions } from '../src/modules/trades/search-versions.repository';
import { TradeSearch } from '../src/modules/trades/trade-search';
import { testDatabaseUrl, testDialect } from './helpers';
import { seedReferenceBefore009 } from './reference-before-009';
import { dropTestSchema, underSchemaLock } from './schema-lock';

/** A database with data at migration 005, then brought to the latest: migration 006 on existing data. */
let handle: DatabaseHandle;
const schema = testDatabaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
const ids = { user: 0, servers: [] as number[], trades: [] as number[] };

beforeAll(async () => {
  handle = await openDatabase({ databaseUrl: testDatabaseUrl, sqlitePath: ':memory:', pgSchema: schema });
  const { db, dialect } = handle;
  const before = {
    '001_initial': initialMigration(dialect),
    '002_trade_search': tradeSearchMigration(dialect),
    '003_login_throttle': loginThrottleMigration(),
    '004_world_scans': worldScansMigration(),
    '005_world_scan_progress': worldScanProgressMigration(),
  };
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => before },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error } = await underSchemaLock(testDatabaseUrl, () => migrator.migrateToLatest());
  if (error) throw error;
  await seedReferenceBefore009(db);

  const now = new Date().toISOString();
  const user = await db
    .insertInto('users')
    .values({
      username: 'old',
      email: '',
      role: 'user',
      password_hash: 'x',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.user = user.id;
  const modpack = await db
    .insertInto('modpacks')
    .values({ modpack: 'RLCraft', version: '1' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const mending = await db
    .selectFrom('enchantments')
    .select('id')
    .where('name', '=', 'Mending')
    .executeTakeFirstOrThrow();
  for (const name of ['Old A', 'Old B']) {
    const server = await db
      .insertInto('servers')
      .values({ name, modpack_id: modpack.id, owner_id: user.id, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const town = await db
      .insertInto('towns')
      .values({ server_id: server.id, name: 'canz' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const location = await db
      .insertInto('locations')
      .values({ town_id: town.id, name: 'Hall' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const trade = await db
      .insertInto('trades')
      .values({
        server_id: server.id,
        town_id: town.id,
        location_id: location.id,
        row: 'A',
        num: 1,
        villager_type: 'Librarian',
        cost_item1: 'Emerald',
        cost_amount1: 10,
        cost_item2: '',
        cost_amount2: 0,
        sell_item: 'Enchanted Book',
        sell_amount: 1,
        search_text: 'librarian\nenchanted book\nemerald\nmending',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('trade_enchantments')
      .values({ trade_id: trade.id, enchantment_id: mending.id, level: 1 })
      .execute();
    ids.servers.push(server.id);
    ids.trades.push(trade.id);
  }
  // 006 and 007 run on the stored rows, then the later migrations.
  expect((await underSchemaLock(testDatabaseUrl, () => migrateToLatest(handle))).slice(0, 2)).toEqual([
    '006_search_scale',
    '007_trade_search_stamp',
  ]);
});

afterAll(async () => {
  await handle.close();
  if (schema && testDatabaseUrl) await dropTestSchema(testDatabaseUrl, schema);
});

describe(`migration 006 on existing data (${testDialect})`, () => {
  it("fills every enchantment row's server and searches each server on its own", async () => {
    const { rows } = await sql<{ trade_id: number; server_id: number }>`
      select trade_id, server_id from trade_enchantments order by trade_id`.execute(handle.db);
    expect(rows.map((row) => [Number(row.trade_id), Number(row.server_id)])).toEqual(
      ids.trades.map((tradeId, i) => [tradeId, ids.servers[i]]),
    );
    const search = new TradeSearch(handle.db, handle.dialect, new SearchCache());
    const user = { id: ids.user, username: 'old', role: 'user' as const };
    for (const [i, serverId] of ids.servers.entries()) {
      const answer = await search.search(user, { q: 'mending', base: 'CANZ', server_id: serverId });
      const trades = JSON.parse(answer.body.toString()) as { id: number }[];
      expect(trades.map((trade) => trade.id)).toEqual([ids.trades[i]]);
    }
  });

  it('counts changes per server from then on', async () => {
    const [a, b] = ids.servers as [number, number];
    const before = await readSearchVersions(handle.db, [a, b]);
    await handle.db.updateTable('trades').set({ cost_amount1: 12 }).where('server_id', '=', a).execute();
    const after = await readSearchVersions(handle.db, [a, b]);
    expect(after.servers.get(a) ?? 0).toBeGreaterThan(before.servers.get(a) ?? 0);
    expect(after.servers.get(b) ?? 0).toBe(before.servers.get(b) ?? 0);
  });
});

describe(`a trade moved to another server straight in the database (${testDialect})`, () => {
  it('counts a change on both servers, so neither serves its cached answer', async () => {
    const [a, b] = ids.servers as [number, number];
    const [tradeA, tradeB] = ids.trades as [number, number];
    // maxAgeMs 0: the versions are read at every search (a change made outside the app is seen at once).
    const search = new TradeSearch(handle.db, handle.dialect, new SearchCache(), { maxAgeMs: 0 });
    const user = { id: ids.user, username: 'old', role: 'user' as const };
    const found = async (serverId: number) => {
      const answer = await search.search(user, { q: 'mending', base: 'CANZ', server_id: serverId });
      return (JSON.parse(answer.body.toString()) as { id: number }[]).map((trade) => trade.id).sort();
    };
    // Both answers cached at the servers' current versions.
    expect(await found(a)).toEqual([tradeA]);
    expect(await found(b)).toEqual([tradeB]);
    const before = await readSearchVersions(handle.db, [a, b]);

    const slot = await handle.db
      .selectFrom('trades')
      .select(['town_id', 'location_id'])
      .where('id', '=', tradeB)
      .executeTakeFirstOrThrow();
    await handle.db
      .updateTable('trades')
      .set({ server_id: b, ...slot })
      .where('id', '=', tradeA)
      .execute();

    const after = await readSearchVersions(handle.db, [a, b]);
    expect(after.servers.get(a) ?? 0).toBeGreaterThan(before.servers.get(a) ?? 0);
    expect(after.servers.get(b) ?? 0).toBeGreaterThan(before.servers.get(b) ?? 0);
    expect(await found(a)).toEqual([]);
    expect(await found(b)).toEqual([tradeA, tradeB].sort());
  });
});
