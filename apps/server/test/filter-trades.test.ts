import {
  FILTER_SELECTION_REQUIRED,
  FILTER_SERVER_REQUIRED,
  type FilterTradesRequest,
  type FilterTradesResponse,
} from '@tradehall/contracts';
import { filterTrades } from '@tradehall/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FilterRunner } from '../src/modules/filter-trades/filter-runner';
import { createTestApp, type Session, type TestApp } from './helpers';

/**
 * A hand-checked world on one server (owner `owner`), built through the API:
 *
 *   canz / Hall 1 / A1  Librarian  Mending 1                  10 Emerald + 1 Book
 *   canz / Hall 1 / A2  Librarian  Mending 1                  12 Emerald + 1 Book
 *                                  Sharpness 5                20 Emerald
 *   canz / Hall 1 / A3  Librarian  Sharpness 4                 5 Emerald
 *                                  Curse of Possession 1       1 Emerald
 *   canz / Hall 1 / A4  Librarian  Protection 3                8 Emerald + 1 Book
 *   bones / Vault / B1  Librarian  Sharpness 5, Protection 4  20 Emerald / 15 Emerald (two trades)
 *   bones / Vault / B2  Armorer    Protection 4               15 Emerald
 *                                  Curse of Binding 1          2 Emerald
 *   bones / Vault / B3  Farmer     Bread, no enchantment
 *
 * Keeping Curse of Possession: Mending only at A1's price, Possession only at A3, Sharpness 5 at A2 or B1,
 * Protection 4 at B1 or B2: the one smallest keep-set is {A1, A3, B1}.
 */
let t: TestApp;
let owner: Session;
let serverId: number;
let otherServerId: number;
const townIds: Record<string, number> = {};

interface TradeSpec {
  town: string;
  location: string;
  row: string;
  num: number;
  villager_type: string;
  cost: [string, number, string?, number?];
  sell_item?: string;
  enchantments?: [string, number][];
}

const WORLD: TradeSpec[] = [
  {
    town: 'canz',
    location: 'Hall 1',
    row: 'A',
    num: 1,
    villager_type: 'Librarian',
    cost: ['Emerald', 10, 'Book', 1],
    enchantments: [['Mending', 1]],
  },
  {
    town: 'canz',
    location: 'Hall 1',
    row: 'A',
    num: 2,
    villager_type: 'Librarian',
    cost: ['Emerald', 12, 'Book', 1],
    enchantments: [['Mending', 1]],
  },
  {
    town: 'canz',
    location: 'Hall 1',
    row: 'A',
    num: 2,
    villager_type: 'Librarian',
    cost: ['Emerald', 20],
    enchantments: [['Sharpness', 5]],
  },
  {
    town: 'canz',
    location: 'Hall 1',
    row: 'A',
    num: 3,
    villager_type: 'Librarian',
    cost: ['Emerald', 5],
    enchantments: [['Sharpness', 4]],
  },
  {
    town: 'canz',
    location: 'Hall 1',
    row: 'A',
    num: 3,
    villager_type: 'Librarian',
    cost: ['Emerald', 1],
    enchantments: [['Curse of Possession', 1]],
  },
  {
    town: 'canz',
    location: 'Hall 1',
    row: 'A',
    num: 4,
    villager_type: 'Librarian',
    cost: ['Emerald', 8, 'Book', 1],
    enchantments: [['Protection', 3]],
  },
  {
    town: 'bones',
    location: 'Vault',
    row: 'B',
    num: 1,
    villager_type: 'Librarian',
    cost: ['Emerald', 20],
    enchantments: [['Sharpness', 5]],
  },
  {
    town: 'bones',
    location: 'Vault',
    row: 'B',
    num: 1,
    villager_type: 'Librarian',
    cost: ['Emerald', 15],
    enchantments: [['Protection', 4]],
  },
  {
    town: 'bones',
    location: 'Vault',
    row: 'B',
    num: 2,
    villager_type: 'Armorer',
    cost: ['Emerald', 15],
    enchantments: [['Protection', 4]],
  },
  {
    town: 'bones',
    location: 'Vault',
    row: 'B',
    num: 2,
    villager_type: 'Armorer',
    cost: ['Emerald', 2],
    enchantments: [['Curse of Binding', 1]],
  },
  {
    town: 'bones',
    location: 'Vault',
    row: 'B',
    num: 3,
    villager_type: 'Farmer',
    cost: ['Emerald', 1],
    sell_item: 'Bread',
  },
];

async function ok<T>(
  response: { statusCode: number; body: string; json: () => T },
  status = 200,
): Promise<T> {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

async function createServer(session: Session, name: string): Promise<number> {
  const modpack = await t.app.deps.db
    .insertInto('modpacks')
    .values({ modpack: `RLCraft ${name}`, version: '2.9.3' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const body = await ok<{ server: { id: number } }>(
    await session.request({ method: 'POST', url: '/api/servers', payload: { name, modpack_id: modpack.id } }),
    201,
  );
  return body.server.id;
}

async function createTown(session: Session, server: number, name: string): Promise<number> {
  const body = await ok<{ town: { id: number } }>(
    await session.request({ method: 'POST', url: '/api/towns', payload: { name, server_id: server } }),
    201,
  );
  return body.town.id;
}

async function addTrade(session: Session, server: number, spec: TradeSpec): Promise<void> {
  const [item1, amount1, item2 = '', amount2 = 0] = spec.cost;
  await ok(
    await session.request({
      method: 'POST',
      url: '/api/trades',
      payload: {
        server_id: server,
        town_id: townIds[`${server}/${spec.town}`],
        location: spec.location,
        row: spec.row,
        num: spec.num,
        villager_type: spec.villager_type,
        cost_item1: item1,
        cost_amount1: amount1,
        cost_item2: item2,
        cost_amount2: amount2,
        sell_item: spec.sell_item ?? 'Enchanted Book',
        sell_amount: 1,
        enchantments: (spec.enchantments ?? []).map(([name, level]) => ({ name, level })),
      },
    }),
    201,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAs('user', 'owner');
  serverId = await createServer(owner, 'Main');
  otherServerId = await createServer(owner, 'Other');
  for (const town of ['canz', 'bones', 'empty']) {
    townIds[`${serverId}/${town}`] = await createTown(owner, serverId, town);
  }
  townIds[`${otherServerId}/oasis`] = await createTown(owner, otherServerId, 'oasis');
  for (const spec of WORLD) await addTrade(owner, serverId, spec);
  await addTrade(owner, otherServerId, {
    town: 'oasis',
    location: 'Market',
    row: 'C',
    num: 1,
    villager_type: 'Librarian',
    cost: ['Emerald', 1],
    enchantments: [['Mending', 1]],
  });
  // Issue 27: a Tool Smith's enchanted shovel is cheaper than the librarian's Unbreaking III book.
  const oasis = { town: 'oasis', location: 'Market', row: 'C' };
  await addTrade(owner, otherServerId, {
    ...oasis,
    num: 2,
    villager_type: 'Tool Smith',
    cost: ['Emerald', 6],
    sell_item: 'Iron Shovel',
    enchantments: [['Unbreaking', 3]],
  });
  await addTrade(owner, otherServerId, {
    ...oasis,
    num: 3,
    villager_type: 'Librarian',
    cost: ['Emerald', 12, 'Book', 1],
    enchantments: [['Unbreaking', 3]],
  });
  await addTrade(owner, otherServerId, {
    ...oasis,
    num: 4,
    villager_type: 'Fisherman',
    cost: ['String', 20],
    sell_item: 'Emerald',
  });
});
afterAll(() => t.close());

const post = (session: Session, payload: unknown) =>
  session.request({ method: 'POST', url: '/api/filter_trades', payload: payload as object });

const body = (changes: Partial<FilterTradesRequest> = {}): FilterTradesRequest => ({
  curse_keep: ['Curse of Possession'],
  selected_towns: ['canz', 'bones'],
  enchantment_ignore: [],
  count_gear: false,
  server_id: serverId,
  ...changes,
});

async function filter(
  changes: Partial<FilterTradesRequest> = {},
  session = owner,
): Promise<FilterTradesResponse> {
  return ok<FilterTradesResponse>(await post(session, body(changes)));
}

const slots = (rows: readonly { display: string }[]) => rows.map((row) => row.display);
const errorOf = (response: { json: () => { error: string } }) => response.json().error;

describe('POST /api/filter_trades: the strategy', () => {
  it('answers coverage with the spec field names: best level, type, villagers and the cheapest price', async () => {
    const result = await filter();
    expect(result.coverage.map(({ where_to_buy: _where, ...row }) => row)).toEqual([
      {
        Enchantment: 'Curse of Possession',
        Level: 1,
        Type: 'Librarian',
        Villagers: 1,
        Cost: '1 Emerald',
        cheapest_villagers: 1,
        cost_emeralds: 1,
      },
      {
        Enchantment: 'Mending',
        Level: 1,
        Type: 'Librarian',
        Villagers: 2,
        Cost: '10 Emerald + 1 Book',
        cheapest_villagers: 1,
        cost_emeralds: 10,
      },
      {
        Enchantment: 'Protection',
        Level: 4,
        Type: 'Armorer, Librarian',
        Villagers: 2,
        Cost: '15 Emerald',
        cheapest_villagers: 2,
        cost_emeralds: 15,
      },
      {
        Enchantment: 'Sharpness',
        Level: 5,
        Type: 'Librarian',
        Villagers: 2,
        Cost: '20 Emerald',
        cheapest_villagers: 2,
        cost_emeralds: 20,
      },
    ]);
    for (const row of result.coverage) {
      for (const old of ['enchantment', 'level', 'villager_type', 'villagers', 'cost']) {
        expect(row, old).not.toHaveProperty(old);
      }
    }
  });

  it('says where to buy each coverage row: the villagers selling its best level at its Cost', async () => {
    const result = await filter();
    const whereToBuy = Object.fromEntries(
      result.coverage.map((row) => [row.Enchantment, row.where_to_buy.map((slot) => slot.display)]),
    );
    // Mending 1 is sold by A1 and A2, but only A1 asks the Cost; Sharpness 4 at A3 is not the best level.
    expect(whereToBuy).toEqual({
      'Curse of Possession': ['canz / Hall 1 / A3'],
      Mending: ['canz / Hall 1 / A1'],
      Protection: ['bones / Vault / B1', 'bones / Vault / B2'],
      Sharpness: ['bones / Vault / B1', 'canz / Hall 1 / A2'],
    });
    const protection = result.coverage.find((row) => row.Enchantment === 'Protection');
    expect(protection?.where_to_buy).toEqual([
      {
        town: 'bones',
        location: 'Vault',
        row: 'B',
        num: 1,
        display: 'bones / Vault / B1',
        villager_type: 'Librarian',
      },
      {
        town: 'bones',
        location: 'Vault',
        row: 'B',
        num: 2,
        display: 'bones / Vault / B2',
        villager_type: 'Armorer',
      },
    ]);
    for (const row of result.coverage) expect(row.where_to_buy).toHaveLength(row.cheapest_villagers);
  });

  it('describes the renamed coverage fields and where_to_buy in the OpenAPI document', async () => {
    interface JsonSchema {
      properties?: Record<string, JsonSchema>;
      items?: JsonSchema;
      required?: string[];
      description?: string;
    }
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json<{
      paths: Record<
        string,
        { post: { responses: Record<string, { content: Record<string, { schema: JsonSchema }> }> } }
      >;
    }>();
    const answer =
      document.paths['/api/filter_trades']!.post.responses['200']!.content['application/json']!.schema;
    const row = answer.properties!.coverage!.items!;
    expect(Object.keys(row.properties!)).toEqual([
      'Enchantment',
      'Level',
      'Type',
      'Villagers',
      'Cost',
      'cheapest_villagers',
      'cost_emeralds',
      'where_to_buy',
    ]);
    expect(row.required).toContain('where_to_buy');
    expect(row.properties!.where_to_buy!.description).toMatch(/^Where to buy it/);
    expect(Object.keys(row.properties!.where_to_buy!.items!.properties!)).toEqual(
      expect.arrayContaining(['town', 'location', 'row', 'num']),
    );
  });

  it('keeps the one smallest set and lists every other villager with what it alone offered', async () => {
    const result = await filter();
    expect(slots(result.kept)).toEqual(['bones / Vault / B1', 'canz / Hall 1 / A1', 'canz / Hall 1 / A3']);
    expect(result).toMatchObject({
      kept_count: 3,
      proven_minimal: true,
      lower_bound: 3,
      alternative_optima_exist: false,
      alternatives: [],
      stats: { trades: 11, villagers: 7, counted_enchantments: 4, cutoff: 'none' },
    });
    expect(result.kept[0]).toMatchObject({
      town: 'bones',
      location: 'Vault',
      row: 'B',
      num: 1,
      villager_type: 'Librarian',
      provides: ['Protection IV', 'Sharpness V'],
      replaceable: false,
    });
    expect(
      result.removals.map((r) => ({ display: r.display, villager_type: r.villager_type, lost: r.lost })),
    ).toEqual([
      { display: 'bones / Vault / B2', villager_type: 'Armorer', lost: [] },
      { display: 'canz / Hall 1 / A2', villager_type: 'Librarian', lost: [] },
      { display: 'canz / Hall 1 / A4', villager_type: 'Librarian', lost: ['Protection III'] },
    ]);
    expect(result.removals[2]!.lost_levels).toEqual([{ enchantment: 'Protection', level: 3 }]);
    // The farmer sells nothing that counts: not judged, listed apart.
    expect(slots(result.not_judged)).toEqual(['bones / Vault / B3']);
    expect(result.counted).toBe('books');
  });

  it("answers the removal rows with SPEC §3's names Location, Type and Lost too", async () => {
    const result = await filter();
    expect(result.removals.map(({ Location, Type, Lost }) => ({ Location, Type, Lost }))).toEqual([
      { Location: 'bones / Vault / B2', Type: 'Armorer', Lost: '' },
      { Location: 'canz / Hall 1 / A2', Type: 'Librarian', Lost: '' },
      { Location: 'canz / Hall 1 / A4', Type: 'Librarian', Lost: 'Protection III' },
    ]);
  });

  it('counts Enchanted Book trades only by default; count_gear brings enchanted gear back', async () => {
    const books = await filter({ server_id: otherServerId, selected_towns: ['oasis'] });
    expect(books.counted).toBe('books');
    const unbreaking = books.coverage.find((row) => row.Enchantment === 'Unbreaking');
    expect(unbreaking).toMatchObject({ Level: 3, Type: 'Librarian', Cost: '12 Emerald + 1 Book' });
    expect(slots(unbreaking!.where_to_buy)).toEqual(['oasis / Market / C3']);
    expect(slots(books.kept)).toEqual(['oasis / Market / C1', 'oasis / Market / C3']);
    expect(books.removals).toEqual([]);
    expect(slots(books.not_judged)).toEqual(['oasis / Market / C2', 'oasis / Market / C4']);

    const gear = await filter({ server_id: otherServerId, selected_towns: ['oasis'], count_gear: true });
    expect(gear.counted).toBe('books_and_gear');
    const cheapest = gear.coverage.find((row) => row.Enchantment === 'Unbreaking');
    expect(cheapest).toMatchObject({ Cost: '6 Emerald', Type: 'Librarian, Tool Smith' });
    expect(slots(gear.kept)).toEqual(['oasis / Market / C1', 'oasis / Market / C2']);
    expect(slots(gear.removals)).toEqual(['oasis / Market / C3']);
    expect(slots(gear.not_judged)).toEqual(['oasis / Market / C4']);
  });

  it('leaves ignored enchantments out of coverage and keep-set', async () => {
    const result = await filter({ enchantment_ignore: ['mending'] });
    expect(result.coverage.map((row) => row.Enchantment)).toEqual([
      'Curse of Possession',
      'Protection',
      'Sharpness',
    ]);
    expect(slots(result.kept)).toEqual(['bones / Vault / B1', 'canz / Hall 1 / A3']);
    // A1 sells only Mending: with Mending removed it sells nothing that counts.
    expect(slots(result.not_judged)).toContain('canz / Hall 1 / A1');
    expect(slots(result.removals)).not.toContain('canz / Hall 1 / A1');
  });

  it('counts only the kept curses, and says when another equally small choice exists', async () => {
    const result = await filter({ curse_keep: ['Curse of Binding'] });
    expect(result.coverage.map((row) => row.Enchantment)).toEqual([
      'Curse of Binding',
      'Mending',
      'Protection',
      'Sharpness',
    ]);
    // B2 alone has Binding and also Protection 4; Sharpness 5 then comes from A2 or B1: two choices of three.
    expect(result.kept_count).toBe(3);
    expect(result.proven_minimal).toBe(true);
    expect(result.alternative_optima_exist).toBe(true);
    expect(result.alternatives).toEqual(['Sharpness V']);
    const a3 = result.removals.find((r) => r.display === 'canz / Hall 1 / A3');
    expect(a3?.lost).toEqual(['Sharpness IV']);
  });

  it('works on one town, by id or by name in any case, and accepts spec curse spellings', async () => {
    const byName = await filter({ selected_towns: ['CANZ'], curse_keep: ['Possession', 'Rusting'] });
    const byId = await filter({
      selected_towns: [townIds[`${serverId}/canz`]!],
      curse_keep: ['Curse of Possession'],
    });
    const byDigits = await filter({ selected_towns: [String(townIds[`${serverId}/canz`])] });
    for (const result of [byName, byId, byDigits]) {
      expect(slots(result.kept)).toEqual([
        'canz / Hall 1 / A1',
        'canz / Hall 1 / A2',
        'canz / Hall 1 / A3',
        'canz / Hall 1 / A4',
      ]);
      expect(result.removals).toEqual([]);
    }
  });

  it('answers empty tables for a town without trades', async () => {
    const result = await filter({ selected_towns: ['empty'] });
    expect(result).toMatchObject({
      coverage: [],
      removals: [],
      kept: [],
      kept_count: 0,
      proven_minimal: true,
    });
  });
});

describe('POST /api/filter_trades: validation and access', () => {
  it('asks for a server first (missing, the placeholder, or not a number)', async () => {
    for (const server_id of [undefined, 'default', '', null, 0]) {
      const response = await post(owner, { ...body(), server_id });
      expect(response.statusCode, String(server_id)).toBe(400);
      expect(errorOf(response)).toBe(FILTER_SERVER_REQUIRED);
    }
    const nothing = await post(owner, {});
    expect(errorOf(nothing)).toBe(FILTER_SERVER_REQUIRED);
  });

  it('asks for at least one curse and one town', async () => {
    for (const changes of [
      { curse_keep: [] },
      { selected_towns: [] },
      { curse_keep: [], selected_towns: [] },
    ]) {
      const response = await post(owner, body(changes));
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toBe(FILTER_SELECTION_REQUIRED);
    }
    const missing = await post(owner, { server_id: serverId });
    expect(errorOf(missing)).toBe(FILTER_SELECTION_REQUIRED);
  });

  it('names unknown towns, including towns of another server', async () => {
    const response = await post(owner, body({ selected_towns: ['canz', 'Nowhere', 'oasis', 999999] }));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe('Unknown towns on this server: Nowhere, oasis, 999999.');
  });

  it('names unknown enchantments and kept names that are not curses', async () => {
    const unknown = await post(owner, body({ enchantment_ignore: ['Sharpnes', 'Mending'] }));
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown)).toBe('Unknown enchantments in enchantment_ignore: Sharpnes.');

    const notCurse = await post(
      owner,
      body({ curse_keep: ['Curse of Possession', 'protection', 'Curse of Nope'] }),
    );
    expect(notCurse.statusCode).toBe(400);
    expect(errorOf(notCurse)).toBe(
      'Unknown curses in curse_keep: Curse of Nope. curse_keep lists enchantments that are not curses: Protection.',
    );
  });

  it('names malformed fields', async () => {
    const response = await post(owner, { ...body(), curse_keep: 'Curse of Possession' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatch(/^curse_keep/);
  });

  it('refuses non-members (403) and lets members and staff through', async () => {
    const stranger = await t.loginAs('editor');
    const refused = await post(stranger, body());
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toBe('You are not a member of this server.');

    const member = await t.loginAs('user');
    await ok(
      await owner.request({
        method: 'POST',
        url: `/api/servers/${serverId}/members`,
        payload: { username: member.username },
      }),
    );
    expect((await filter({}, member)).kept_count).toBe(3);
    expect((await filter({}, await t.loginAs('data_manager'))).kept_count).toBe(3);
    expect((await filter({}, await t.loginAs('admin'))).kept_count).toBe(3);
  });

  it('answers 404 to staff for a server that does not exist', async () => {
    const response = await post(await t.loginAs('admin'), body({ server_id: 999999 }));
    expect(response.statusCode).toBe(404);
  });

  it('refuses the auditor (403) and callers without a token (401)', async () => {
    const auditor = await t.loginAs('auditor');
    const refused = await post(auditor, body());
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toBe('Your role (auditor) may not do this.');

    const anonymous = await t.app.inject({ method: 'POST', url: '/api/filter_trades', payload: body() });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('FilterRunner', () => {
  const input = {
    trades: WORLD.map((spec) => ({
      town: spec.town,
      location: spec.location,
      row: spec.row,
      num: spec.num,
      villager_type: spec.villager_type,
      cost_item1: spec.cost[0],
      cost_amount1: spec.cost[1],
      cost_item2: spec.cost[2] ?? '',
      cost_amount2: spec.cost[3] ?? 0,
      enchantments: (spec.enchantments ?? []).map(([name, level]) => ({ name, level })),
    })),
    keepCurses: ['Curse of Possession'],
    ignoreEnchantments: [],
    curseNames: ['Curse of Binding', 'Curse of Possession'],
  };
  const withoutTime = (result: ReturnType<typeof filterTrades>) => ({
    ...result,
    stats: { ...result.stats, elapsedMs: 0 },
  });

  it('gives the same answer in the worker thread as inline', async () => {
    const errors: Error[] = [];
    const runner = new FilterRunner({ workerFromTrades: 0, onWorkerError: (error) => errors.push(error) });
    try {
      const [first, second] = await Promise.all([runner.run(input), runner.run(input)]);
      expect(errors).toEqual([]);
      expect(runner.workerLoaded).toBe(true);
      expect(withoutTime(first)).toEqual(withoutTime(filterTrades(input)));
      expect(withoutTime(second)).toEqual(withoutTime(first));
    } finally {
      await runner.close();
    }
  });

  it('falls back to running inline when the worker cannot start or load', async () => {
    const errors: Error[] = [];
    const { Worker } = await import('node:worker_threads');
    const broken = new FilterRunner({
      workerFromTrades: 0,
      startWorker: () => new Worker('throw new Error("no domain here")', { eval: true }),
      onWorkerError: (error) => errors.push(error),
    });
    const none = new FilterRunner({ workerFromTrades: 0, startWorker: () => undefined });
    try {
      expect(withoutTime(await broken.run(input))).toEqual(withoutTime(filterTrades(input)));
      expect(errors).toHaveLength(1);
      expect(withoutTime(await broken.run(input)).kept).toHaveLength(3);
      expect(withoutTime(await none.run(input)).kept).toHaveLength(3);
    } finally {
      await broken.close();
      await none.close();
    }
  });
});
