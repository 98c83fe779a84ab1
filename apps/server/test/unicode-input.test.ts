import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRow, importCsv, seedWorld, type World } from './admin-support';
import { createTestApp, type Session, type TestApp, testDialect } from './helpers';

/**
 * Text is refused where it enters (API bodies, the data editor, CSV imports) when it holds control characters
 * (line breaks and tabs only in multi-line fields), lone surrogates or bidi overrides; other Unicode is kept as
 * typed.
 */
let t: TestApp;
let admin: Session;
let world: World;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
  world = await seedWorld(admin, '-uni');
});
afterAll(() => t.close());

const ODD_BUT_VALID = '👩‍👩‍👧‍👦 Café e\u0301 שלום 𠮷 🇯🇵 "q", ; =cmd \uFFFD';

const enchantmentId = async (name: string) =>
  (
    await t.app.deps.db
      .selectFrom('enchantments')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;

describe(`API request bodies (${testDialect})`, () => {
  it.each([
    ['NUL', 'Bad\u0000Town', 'name must not contain control characters (U+0000).'],
    ['an escape sequence', '\u001B[2JTown', 'name must not contain control characters (U+001B).'],
    ['a C1 control', 'Bad\u0085Town', 'name must not contain control characters (U+0085).'],
    ['a line break', 'Two\nLines', 'name must not contain line breaks.'],
    ['a tab', 'Tab\tTown', 'name must not contain tabs.'],
    ['a lone surrogate', 'Half \uD83D town', 'name must not contain lone surrogates.'],
    ['a bidi override', 'Town\u202Egnp.exe', 'name must not contain bidi override characters (U+202E).'],
    ['a bidi isolate', 'Town\u2066x\u2069', 'name must not contain bidi override characters (U+2066).'],
  ])('POST /api/towns refuses %s, naming the field', async (_label, name, error) => {
    const response = await admin.request({
      method: 'POST',
      url: '/api/towns',
      payload: { server_id: world.serverId, name },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toBe(error);
  });

  it('keeps odd but valid Unicode exactly as typed', async () => {
    const response = await admin.request({
      method: 'POST',
      url: '/api/towns',
      payload: { server_id: world.serverId, name: ODD_BUT_VALID },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().town.name).toBe(ODD_BUT_VALID);
    const stored = await t.app.deps.db
      .selectFrom('towns')
      .select('name')
      .where('id', '=', response.json().town.id)
      .executeTakeFirstOrThrow();
    expect(stored.name).toBe(ODD_BUT_VALID);
  });

  it('checks the text fields of a trade', async () => {
    const response = await admin.request({
      method: 'POST',
      url: '/api/trades',
      payload: {
        server_id: world.serverId,
        town_id: world.townId,
        location: 'Hall',
        row: 'A',
        num: 1,
        villager_type: 'Librarian',
        cost_item1: 'Emerald\u0007',
        sell_item: 'Book\u202D',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(
      'cost_item1 must not contain control characters (U+0007); sell_item must not contain bidi override characters (U+202D).',
    );
  });

  it('allows line breaks in an enchantment description, not in its name', async () => {
    const id = await enchantmentId('Mending');
    const base = {
      name: 'Mending',
      mcid: 'minecraft:mending',
      rarity: 'Rare',
      maxlevel: 1,
      applicable: 'Any',
    };
    const named = await admin.request({
      method: 'PUT',
      url: `/api/enchantments/${id}`,
      payload: { ...base, name: 'Mend\ning' },
    });
    expect(named.statusCode).toBe(400);
    expect(named.json().error).toBe('name must not contain line breaks.');
    const description = 'Repairs the item\nwith XP.\r\nSecond\tline 🛠️';
    const saved = await admin.request({
      method: 'PUT',
      url: `/api/enchantments/${id}`,
      payload: { ...base, description },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().enchantment.description).toBe(description);
    const bad = await admin.request({
      method: 'PUT',
      url: `/api/enchantments/${id}`,
      payload: { ...base, description: 'Repairs\u0000' },
    });
    expect(bad.json().error).toBe('description must not contain control characters (U+0000).');
  });

  it('checks the optimizer and filter requests', async () => {
    const config = await admin.request({
      method: 'POST',
      url: '/api/optimizer/configs',
      payload: { config_name: 'My\u202Econfig', item_keyword: 'Sword', items: [] },
    });
    expect(config.statusCode).toBe(400);
    expect(config.json().error).toBe('config_name must not contain bidi override characters (U+202E).');
    const filter = await admin.request({
      method: 'POST',
      url: '/api/filter_trades',
      payload: { server_id: world.serverId, curse_keep: ['Curse\u0000'], selected_towns: ['Canz-uni'] },
    });
    expect(filter.statusCode).toBe(400);
    expect(filter.json().error).toBe('curse_keep.0 must not contain control characters (U+0000).');
  });

  it('passwords may hold anything but NUL and lone surrogates', async () => {
    const refused = await admin.request({
      method: 'POST',
      url: '/api/admin/users',
      payload: { username: 'pw_nul', password: 'long enough\u0000password' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('password must not contain NUL characters.');
    const password = 'tab\there \u202E bidi \u0007 bell 🔑 Pässwört';
    const created = await admin.request({
      method: 'POST',
      url: '/api/admin/users',
      payload: { username: 'pw_odd', password },
    });
    expect(created.statusCode, created.body).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'pw_odd', password },
    });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('refuses control characters in a login username before any password is checked', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin\u0000', password: 'whatever' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().error).toBe('username must not contain control characters (U+0000).');
  });
});

describe(`data editor and CSV import (${testDialect})`, () => {
  it('the data editor refuses bad text, naming the column', async () => {
    const response = await admin.request({
      method: 'POST',
      url: '/api/data_editor/tables/villager_items',
      payload: { item: 'Emerald\u2067', villager: 'Librarian', trade_type: 'cost' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('item must not contain bidi override characters (U+2067).');
  });

  it.each([
    ['modpacks', { modpack: 'Pack', version: '1.0\n2.0' }, 'version must not contain line breaks.'],
    [
      'modpacks',
      { modpack: 'Pack\u0001', version: '' },
      'modpack must not contain control characters (U+0001).',
    ],
    [
      'servers',
      { name: 'Srv', modpack_id: 0, owner: 'admin\u0000' },
      'owner must not contain control characters (U+0000).',
    ],
    [
      'baubles',
      { name: 'Ring X', type: 'ring', tier: 'A', tags: 'ok; b\u202Ead' },
      'tags: 1: must not contain bidi override characters (U+202E).',
    ],
  ])('the data editor checks %s', async (table, row, error) => {
    const payload = table === 'servers' ? { ...row, modpack_id: world.modpackId } : row;
    const response = await admin.request({
      method: 'POST',
      url: `/api/data_editor/tables/${table}`,
      payload,
    });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.json().error).toBe(error);
  });

  it('the data editor keeps line breaks in multi-line columns', async () => {
    const row = await createRow(admin, 'baubles', {
      name: 'Multi Ring',
      type: 'ring',
      tier: 'B',
      description: 'Line one\nLine two',
      how_to_obtain: 'Kill\r\nthe boss',
      upgrade_path: 'A;\nB',
    });
    expect(row).toMatchObject({ description: 'Line one\nLine two', how_to_obtain: 'Kill\r\nthe boss' });
  });

  it('the data editor refuses control characters in enchantment notes', async () => {
    const id = await enchantmentId('Sharpness');
    const current = (
      await admin.request({ method: 'GET', url: '/api/data_editor/tables/enchantments?limit=1000' })
    )
      .json()
      .rows.find((r: { id: number }) => r.id === id);
    const response = await admin.request({
      method: 'PUT',
      url: `/api/data_editor/tables/enchantments/${id}`,
      payload: { ...current, notes: 'note\u0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('notes must not contain control characters (U+0000).');
  });

  it('a CSV import names row and column of each bad cell', async () => {
    const csv = [
      'server_id,name',
      `${world.serverId},Fine 🇩🇪`,
      `${world.serverId},Bell\u0007`,
      `${world.serverId},"Two\nlines"`,
      `${world.serverId},Over\u202Dride`,
    ].join('\r\n');
    const response = await importCsv(admin, 'towns', csv);
    expect(response.statusCode).toBe(400);
    expect(response.json().problems).toEqual([
      { row: 3, column: 'name', reason: 'must not contain control characters (U+0007)' },
      { row: 4, column: 'name', reason: 'must not contain line breaks' },
      { row: 5, column: 'name', reason: 'must not contain bidi override characters (U+202D)' },
    ]);
  });

  it('a trades CSV import checks town, location and item names', async () => {
    const csv = [
      'server_id,town,location,row,num,villager_type,cost_item1,cost_amount1,cost_item2,cost_amount2,sell_item,sell_amount,enchantments',
      `${world.serverId},Canz-uni,Hall\u0000,A,1,Librarian,Emerald,1,,0,Book,1,`,
      `${world.serverId},Canz-uni,Hall,A,2,Librarian,"Emerald\nBlock",1,,0,Book,1,`,
    ].join('\r\n');
    const response = await importCsv(admin, 'trades', csv);
    expect(response.statusCode).toBe(400);
    expect(response.json().problems).toEqual([
      { row: 2, column: 'location', reason: 'must not contain control characters (U+0000)' },
      { row: 3, column: 'cost_item1', reason: 'must not contain line breaks' },
    ]);
  });
});
