import type { ImportResult, RowSaved, SavedTrade } from '@tradehall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCsv, seedWorld, tradeRow, tradesCsv, type World } from './admin-support';
import { createTestApp, type Session, type TestApp, testDialect } from './helpers';

/** Issue 24: a Librarian's Enchanted Book priced outside the librarian's range is saved, and answered with warnings. */
let t: TestApp;
let admin: Session;
let world: World;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
  world = await seedWorld(admin);
});
afterAll(() => t.close());

const MENDING_3 = 'Mending I: a librarian asks 10–38 emeralds; this trade says 3';

const book = (overrides: object = {}) => ({
  server_id: world.serverId,
  town_id: world.townId,
  location: 'Hall',
  row: 'L',
  num: 1,
  villager_type: 'Librarian',
  cost_item1: 'Book',
  cost_amount1: 1,
  cost_item2: 'Emerald',
  cost_amount2: 3,
  sell_item: 'Enchanted Book',
  sell_amount: 1,
  enchantments: [{ name: 'Mending', level: 1 }],
  ...overrides,
});

describe(`librarian price warnings (${testDialect})`, () => {
  it('POST /api/trades saves an out-of-range book and answers its warning', async () => {
    const response = await admin.request({ method: 'POST', url: '/api/trades', payload: book() });
    expect(response.statusCode, response.body).toBe(201);
    const trade = response.json<SavedTrade>();
    expect(trade.warnings).toEqual([MENDING_3]);
    const stored = await t.app.deps.db
      .selectFrom('trades')
      .select('cost_amount2')
      .where('id', '=', trade.id)
      .executeTakeFirstOrThrow();
    expect(stored.cost_amount2).toBe(3);
  });

  it('PUT /api/trades/{id} answers no warnings once the price is in range, and one when it leaves it', async () => {
    const created = (
      await admin.request({ method: 'POST', url: '/api/trades', payload: book({ num: 2, cost_amount2: 20 }) })
    ).json<SavedTrade>();
    expect(created.warnings).toBeUndefined();
    const put = await admin.request({
      method: 'PUT',
      url: `/api/trades/${created.id}`,
      payload: { ...book({ num: 2, cost_amount2: 64 }), row_version: created.row_version },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<SavedTrade>().warnings).toEqual([
      'Mending I: a librarian asks 10–38 emeralds; this trade says 64',
    ]);
  });

  it.each([
    ['a non-treasure level at the cap', { name: 'Sharpness', level: 5 }, 64, undefined],
    ['a treasure level 2 at the cap', { name: 'Frost Walker', level: 2 }, 64, undefined],
    [
      'a price under the range',
      { name: 'Sharpness', level: 5 },
      16,
      'Sharpness V: a librarian asks 17–64 emeralds; this trade says 16',
    ],
    [
      'an enchantment no librarian sells',
      { name: 'Vitality', level: 1 },
      12,
      'Vitality I: a librarian does not sell this enchantment',
    ],
  ])('%s', async (_label, enchantment, emeralds, warning) => {
    const response = await admin.request({
      method: 'POST',
      url: '/api/trades',
      payload: book({
        row: 'M',
        num: emeralds % 20 || 20,
        cost_amount2: emeralds,
        enchantments: [enchantment],
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<SavedTrade>().warnings).toEqual(warning === undefined ? undefined : [warning]);
  });

  it('has no warnings for other villagers or items', async () => {
    const response = await admin.request({
      method: 'POST',
      url: '/api/trades',
      payload: book({ row: 'N', villager_type: 'Cleric' }),
    });
    expect(response.json<SavedTrade>().warnings).toBeUndefined();
  });

  it('the data editor saves the row and answers its warning', async () => {
    const response = await admin.request({
      method: 'POST',
      url: '/api/data_editor/tables/trades',
      payload: {
        server_id: world.serverId,
        town: 'Canz',
        location: 'Hall',
        row: 'P',
        num: 1,
        villager_type: 'Librarian',
        cost_item1: 'Emerald',
        cost_amount1: 3,
        cost_item2: 'Book',
        cost_amount2: 1,
        sell_item: 'Enchanted Book',
        sell_amount: 1,
        enchantments: 'Mending',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<RowSaved>().warnings).toEqual([MENDING_3]);
  });

  it('the CSV import writes every row and lists the warnings in its report', async () => {
    const response = await importCsv(
      admin,
      'trades',
      tradesCsv([
        tradeRow(world, { row: 'Q', num: 1, cost_amount1: 3, enchantments: 'Mending' }),
        tradeRow(world, { row: 'Q', num: 2, cost_amount1: 20, enchantments: 'Mending' }),
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ImportResult>()).toEqual({
      status: 'Imported into trades.',
      inserted: 2,
      updated: 0,
      unchanged: 0,
      warnings: [{ row: 2, column: 'enchantments', reason: MENDING_3 }],
      warning_count: 1,
    });
  });
});

describe(`the newer fork's ids are read as the SME 0.5.5 ids (${testDialect})`, () => {
  it('an enchantments CSV listing a fork id stores the RLCraft id; a file without the new columns keeps them', async () => {
    const db = t.app.deps.db;
    const [adept, mending] = await Promise.all(
      ['Adept', 'Mending'].map((name) =>
        db.selectFrom('enchantments').selectAll().where('name', '=', name).executeTakeFirstOrThrow(),
      ),
    );
    const cells = (row: typeof adept, incompatibilities: string) =>
      [
        row.id,
        row.name,
        row.mcid,
        row.rarity,
        row.maxlevel,
        `"${row.applicable}"`,
        `"${incompatibilities}"`,
        'false',
        '',
        '',
      ].join(',');
    const csv = [
      'id,name,mcid,rarity,maxlevel,applicable,incompatibilities,curse,description,notes',
      cells(adept, `${adept.incompatibilities},somanyenchantments:advancedfireaspect`),
      cells(mending, mending.incompatibilities),
    ].join('\r\n');
    const response = await importCsv(admin, 'enchantments', csv);
    expect(response.statusCode, response.body).toBe(200);
    const afa = await db
      .selectFrom('enchantments')
      .select('incompatibilities')
      .where('mcid', '=', 'somanyenchantments:afa')
      .executeTakeFirstOrThrow();
    expect(afa.incompatibilities.split(',')).toContain(adept.mcid);
    const after = await db
      .selectFrom('enchantments')
      .select(['treasure', 'librarian'])
      .where('id', '=', mending.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ treasure: 1, librarian: 1 });
  });

  it('PUT /api/enchantments/{id} reads a fork id in Incompatible With', async () => {
    const [adept] = await t.app.deps.db
      .selectFrom('enchantments')
      .selectAll()
      .where('name', '=', 'Adept')
      .execute();
    const response = await admin.request({
      method: 'PUT',
      url: `/api/enchantments/${adept!.id}`,
      payload: {
        name: 'Adept',
        mcid: adept!.mcid,
        rarity: 'Rare',
        maxlevel: 3,
        applicable: adept!.applicable,
        incompatibilities: 'somanyenchantments:arcslash',
        treasure: true,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().enchantment).toMatchObject({
      incompatibilities: 'somanyenchantments:swiper',
      treasure: true,
      librarian: true, // omitted: kept
    });
  });
});
