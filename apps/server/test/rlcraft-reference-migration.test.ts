import { randomBytes } from 'node:crypto';
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { initialMigration } from '../src/db/migrations/001_initial';
import { tradeSearchMigration } from '../src/db/migrations/002_trade_search';
import { loginThrottleMigration } from '../src/db/migrations/003_login_throttle';
import { worldScansMigration } from '../src/db/migrations/004_world_scans';
import { worldScanProgressMigration } from '../src/db/migrations/005_world_scan_progress';
import { searchScaleMigration } from '../src/db/migrations/006_search_scale';
import { tradeSearchStampMigration } from '../src/db/migrations/007_trade_search_stamp';
import { UNREGISTERED_MARK, WORLD_IMPORT_NOTE } from '../src/db/migrations/009/plan';
import { testDatabaseUrl, testDialect } from './helpers';
import { seedReferenceBefore009 } from './reference-before-009';
import { dropTestSchema, underSchemaLock } from './schema-lock';

/**
 * Migration 009 on an install seeded with the earlier 159-row reference, with user edits (kept), a trade on a
 * row RLCraft does not register (kept, marked), an unused such row (removed) and a world-import placeholder.
 */
let handle: DatabaseHandle;
const schema = testDatabaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;

async function tradeWith(db: DatabaseHandle['db'], mcid: string): Promise<void> {
  const now = new Date().toISOString();
  const one = <T>(rows: { id: T }) => rows.id;
  const user = one(
    await db
      .insertInto('users')
      .values({
        username: `u${mcid}`,
        email: '',
        role: 'user',
        password_hash: 'x',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const modpack = one(
    await db
      .insertInto('modpacks')
      .values({ modpack: 'RLCraft', version: '2.9' })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const server = one(
    await db
      .insertInto('servers')
      .values({ name: 'Old', modpack_id: modpack, owner_id: user, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const town = one(
    await db
      .insertInto('towns')
      .values({ server_id: server, name: 'canz' })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const location = one(
    await db
      .insertInto('locations')
      .values({ town_id: town, name: 'Hall' })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const trade = one(
    await db
      .insertInto('trades')
      .values({
        server_id: server,
        town_id: town,
        location_id: location,
        row: 'A',
        num: 1,
        villager_type: 'Librarian',
        cost_item1: 'Emerald',
        cost_amount1: 20,
        cost_item2: '',
        cost_amount2: 0,
        sell_item: 'Enchanted Book',
        sell_amount: 1,
        search_text: '',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const enchantment = await db
    .selectFrom('enchantments')
    .select('id')
    .where('mcid', '=', mcid)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('trade_enchantments')
    .values({ trade_id: trade, enchantment_id: enchantment.id, level: 1 })
    .execute();
}

beforeAll(async () => {
  handle = await openDatabase({ databaseUrl: testDatabaseUrl, sqlitePath: ':memory:', pgSchema: schema });
  const { db, dialect } = handle;
  const before = {
    '001_initial': initialMigration(dialect),
    '002_trade_search': tradeSearchMigration(dialect),
    '003_login_throttle': loginThrottleMigration(),
    '004_world_scans': worldScansMigration(),
    '005_world_scan_progress': worldScanProgressMigration(),
    '006_search_scale': searchScaleMigration(dialect),
    '007_trade_search_stamp': tradeSearchStampMigration(dialect),
  };
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => before },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error } = await underSchemaLock(testDatabaseUrl, () => migrator.migrateToLatest());
  if (error) throw error;
  await seedReferenceBefore009(db);

  // A user's edits: Lifesteal at level 4 with its own description, and Arc Slash (a renamed id) described anew.
  await db
    .updateTable('enchantments')
    .set({ description: 'Our server: heals a lot.' })
    .where('mcid', 'in', ['somanyenchantments:lifesteal', 'somanyenchantments:arcslash'])
    .execute();
  // Trades on rows RLCraft does not register: kept and marked. Ascetic, unused, goes.
  await tradeWith(db, 'somanyenchantments:supremeprotection');
  // The world import's guess at an enchantment the old reference lacked: it takes the real values.
  await db
    .insertInto('enchantments')
    .values({
      name: 'Razors Edge',
      mcid: 'spartanweaponry:razors_edge',
      rarity: 'Rare',
      maxlevel: 5,
      applicable: 'Any',
      incompatibilities: '',
      curse: 0,
      description: '',
      notes: WORLD_IMPORT_NOTE,
    })
    .execute();
  // 008 and the migrations after 009 run too; 009 is the one under test.
  expect(await underSchemaLock(testDatabaseUrl, () => migrateToLatest(handle))).toContain(
    '009_rlcraft_reference',
  );
});

afterAll(async () => {
  await handle.close();
  if (schema && testDatabaseUrl) await dropTestSchema(testDatabaseUrl, schema);
});

const byMcid = async (mcid: string) =>
  handle.db.selectFrom('enchantments').selectAll().where('mcid', '=', mcid).executeTakeFirst();

describe(`migration 009: the RLCraft 2.9.2 reference on an existing install (${testDialect})`, () => {
  it('has the 210 RLCraft enchantments, the kept user-edited Arc Slash and the marked Supreme Protection', async () => {
    const rows = await handle.db.selectFrom('enchantments').select(['mcid']).execute();
    // 210 RLCraft rows; Arc Slash stays under its edited fork id, Supreme Protection is kept for its trade.
    expect(rows).toHaveLength(211);
    expect(await byMcid('mujmajnkraftsbettersurvival:vampirism')).toMatchObject({ name: 'Vampirism' });
    expect(await byMcid('charm:rusting_curse')).toMatchObject({ curse: 1 });
    expect(await byMcid('somanyenchantments:ascetic')).toBeUndefined();
  });

  it('updates unedited rows, renamed ids included, and sets treasure and librarian', async () => {
    expect(await byMcid('somanyenchantments:afa')).toMatchObject({ name: 'Advanced Fire Aspect' });
    expect(await byMcid('somanyenchantments:advancedfireaspect')).toBeUndefined();
    expect(await byMcid('somanyenchantments:parry')).toMatchObject({ maxlevel: 1 });
    expect(await byMcid('minecraft:mending')).toMatchObject({ treasure: 1, librarian: 1 });
    expect(await byMcid('somanyenchantments:pandora')).toMatchObject({ treasure: 1, librarian: 0 });
    expect(await byMcid('spartanweaponry:razors_edge')).toMatchObject({
      applicable: 'SW_THROWING',
      notes: expect.not.stringContaining(WORLD_IMPORT_NOTE),
    });
  });

  it('keeps user-edited rows as they were and names them in the log', async () => {
    expect(await byMcid('somanyenchantments:lifesteal')).toMatchObject({
      maxlevel: 4,
      description: 'Our server: heals a lot.',
    });
    expect(await byMcid('somanyenchantments:arcslash')).toMatchObject({
      description: 'Our server: heals a lot.',
    });
    expect(await byMcid('somanyenchantments:swiper')).toBeUndefined();
    const log = await handle.db
      .selectFrom('logs')
      .select(['username', 'details'])
      .where('action', '=', 'reference_update')
      .executeTakeFirstOrThrow();
    const details = JSON.parse(log.details) as Record<string, unknown>;
    expect(log.username).toBe('system');
    expect(details.kept_user_edited).toEqual(expect.arrayContaining(['Lifesteal', 'Arc Slash']));
    expect(details.kept_in_use_marked).toEqual(['Supreme Protection (1 trades)']);
    expect(details.removed).toHaveLength(16);
    expect(details.added).toHaveLength(67);
  });

  it('keeps a row RLCraft does not register while a trade uses it, marked and not sold by librarians', async () => {
    const row = await byMcid('somanyenchantments:supremeprotection');
    expect(row?.notes.startsWith(UNREGISTERED_MARK)).toBe(true);
    expect(row?.librarian).toBe(0);
  });

  it('leaves every incompatibility pointing at a stored row and listed on both sides', async () => {
    const rows = await handle.db.selectFrom('enchantments').select(['mcid', 'incompatibilities']).execute();
    const lists = new Map(rows.map((row) => [row.mcid, row.incompatibilities.split(',').filter(Boolean)]));
    for (const [mcid, list] of lists) {
      for (const other of list) expect(lists.get(other), `${mcid} lists ${other}`).toContain(mcid);
    }
    // The kept Arc Slash under its fork id is still incompatible with whatever lists it.
    expect(lists.get('somanyenchantments:arcslash')?.length).toBeGreaterThan(0);
  });
});
