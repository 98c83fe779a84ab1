import { randomBytes } from 'node:crypto';
import type { DataRow, Modpack } from '@tradehall/contracts';
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
import { createRow, exportCsv, importCsv } from './admin-support';
import { createTestApp, type Session, type TestApp, testDatabaseUrl, testDialect } from './helpers';
import { dropTestSchema, underSchemaLock } from './schema-lock';

/** A modpack's anvil rules (issue 24): the install's two modpacks, migration 008, the data editor, CSV. */
let t: TestApp;
let admin: Session;
let player: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
  player = await t.loginAs('user');
});
afterAll(() => t.close());

const url = '/api/data_editor/tables/modpacks';
const RLCRAFT = {
  modpack: 'RLCraft',
  version: '2.9.x',
  anvil_level_cap: null,
  anvil_prior_work: 'remove_repair_scaling',
};
const MINECRAFT = {
  modpack: 'Minecraft',
  version: '1.12.2',
  anvil_level_cap: 40,
  anvil_prior_work: 'vanilla',
};

describe(`modpack anvil rules (${testDialect})`, () => {
  it('a fresh install has RLCraft 2.9.x (no cap) and Minecraft 1.12.2 (40, vanilla), for every player to pick', async () => {
    const response = await player.request({ method: 'GET', url: '/api/modpacks' });
    expect(response.statusCode, response.body).toBe(200);
    const modpacks = response.json<Modpack[]>();
    expect(modpacks.map(({ id: _id, ...rest }) => rest)).toEqual([MINECRAFT, RLCRAFT]);
  });

  it('the data editor lists, adds and edits the rules; an edit that leaves them out keeps them', async () => {
    const page = (await admin.request({ method: 'GET', url })).json<{ columns: { name: string }[] }>();
    expect(page.columns.map((c) => c.name)).toEqual([
      'id',
      'modpack',
      'version',
      'anvil_level_cap',
      'anvil_prior_work',
      'row_version',
    ]);
    const created = await createRow(admin, 'modpacks', {
      modpack: 'Capped',
      anvil_level_cap: '30',
      anvil_prior_work: 'enchantment_only',
    });
    expect(created).toMatchObject({
      modpack: 'Capped',
      anvil_level_cap: 30,
      anvil_prior_work: 'enchantment_only',
    });
    const renamed = await admin.request({
      method: 'PUT',
      url: `${url}/${created.id}`,
      payload: { version: '2' },
    });
    expect(renamed.json<{ row: DataRow }>().row).toMatchObject({ version: '2', anvil_level_cap: 30 });
    const uncapped = await admin.request({
      method: 'PUT',
      url: `${url}/${created.id}`,
      payload: { anvil_level_cap: null, anvil_prior_work: 'remove' },
    });
    expect(uncapped.json<{ row: DataRow }>().row).toMatchObject({
      anvil_level_cap: null,
      anvil_prior_work: 'remove',
    });
    // Left out on a new row: no cap, vanilla prior work.
    expect(await createRow(admin, 'modpacks', { modpack: 'Plain' })).toMatchObject({
      anvil_level_cap: null,
      anvil_prior_work: 'vanilla',
    });
  });

  it.each([
    [{ anvil_level_cap: 0 }, 'anvil_level_cap must be a whole number from 1 to 1000000, or empty for no cap'],
    [{ anvil_level_cap: '2.5' }, 'anvil_level_cap must be a whole number'],
    [{ anvil_level_cap: 'forty' }, 'anvil_level_cap must be a whole number'],
    [
      { anvil_prior_work: 'keep' },
      'anvil_prior_work must be one of vanilla, remove_repair_scaling, enchantment_only, remove',
    ],
  ])('refuses %j with a 400 naming the field', async (fields, message) => {
    const response = await admin.request({ method: 'POST', url, payload: { modpack: 'Bad', ...fields } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ error: string }>().error).toContain(message);
  });

  it('exports and imports the rules as CSV columns (empty cap: no cap)', async () => {
    const rows = await exportCsv(admin, 'modpacks');
    expect(rows.find((row) => row.version === '2.9.x')).toMatchObject({
      anvil_level_cap: '',
      anvil_prior_work: 'remove_repair_scaling',
    });
    const csv = 'modpack,version,anvil_level_cap,anvil_prior_work\nImported,1,25,remove\nImported,2,,\n';
    const response = await importCsv(admin, 'modpacks', csv);
    expect(response.statusCode, response.body).toBe(200);
    const stored = await t.app.deps.db
      .selectFrom('modpacks')
      .select(['version', 'anvil_level_cap', 'anvil_prior_work'])
      .where('modpack', '=', 'Imported')
      .orderBy('version')
      .execute();
    expect(stored).toEqual([
      { version: '1', anvil_level_cap: 25, anvil_prior_work: 'remove' },
      { version: '2', anvil_level_cap: null, anvil_prior_work: 'vanilla' },
    ]);
  });
});

describe(`modpack files from before the anvil rules (${testDialect})`, () => {
  it('are refused, naming the two columns to add (nothing is guessed)', async () => {
    const response = await importCsv(admin, 'modpacks', 'modpack,version\nOld,1\n');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ problems: unknown[] }>().problems).toEqual([
      { row: 1, column: 'anvil_level_cap', reason: 'is missing from the header' },
      { row: 1, column: 'anvil_prior_work', reason: 'is missing from the header' },
    ]);
  });
});

describe(`migration 008 on an existing database (${testDialect})`, () => {
  let handle: DatabaseHandle;
  const schema = testDatabaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
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
    await db
      .insertInto('modpacks')
      .values([
        { modpack: 'RLCraft', version: '2.9.3' },
        { modpack: 'rlcraft', version: '2.9.X' },
        { modpack: 'RLCraft', version: '2.8.2' },
        { modpack: 'Vanilla-ish', version: '' },
      ])
      .execute();
    await underSchemaLock(testDatabaseUrl, () => migrateToLatest(handle));
  });
  afterAll(async () => {
    await handle.close();
    if (schema && testDatabaseUrl) await dropTestSchema(testDatabaseUrl, schema);
  });

  const stored = () =>
    handle.db
      .selectFrom('modpacks')
      .select(['modpack', 'version', 'anvil_level_cap', 'anvil_prior_work'])
      .orderBy('id')
      .execute();

  it('gives RLCraft 2.9 modpacks no cap, the others vanilla rules, and adds only the missing default', async () => {
    expect(await stored()).toEqual([
      {
        modpack: 'RLCraft',
        version: '2.9.3',
        anvil_level_cap: null,
        anvil_prior_work: 'remove_repair_scaling',
      },
      {
        modpack: 'rlcraft',
        version: '2.9.X',
        anvil_level_cap: null,
        anvil_prior_work: 'remove_repair_scaling',
      },
      { modpack: 'RLCraft', version: '2.8.2', anvil_level_cap: 40, anvil_prior_work: 'vanilla' },
      { modpack: 'Vanilla-ish', version: '', anvil_level_cap: 40, anvil_prior_work: 'vanilla' },
      MINECRAFT,
    ]);
  });

  it('runs once: edits and deletions of the defaults stay across restarts', async () => {
    await handle.db
      .updateTable('modpacks')
      .set({ anvil_level_cap: 39 })
      .where('modpack', '=', 'Minecraft')
      .execute();
    await handle.db.deleteFrom('modpacks').where('modpack', '=', 'rlcraft').execute();
    expect(await underSchemaLock(testDatabaseUrl, () => migrateToLatest(handle))).toEqual([]);
    const after = await stored();
    expect(after.find((m) => m.modpack === 'Minecraft')?.anvil_level_cap).toBe(39);
    expect(after.filter((m) => m.version.toLowerCase() === '2.9.x')).toEqual([]);
  });
});
