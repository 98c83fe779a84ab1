import type { ShoppingListResponse } from '@tradehall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from './helpers';
import { buildTradeWorld, ok, type TradeWorld } from './trade-world';

/**
 * POST /api/optimizer/shopping-list on the trade world (server A: canz / Main Hall A1 Mending 30 Emerald + Book,
 * A2 Sharpness V 20 + Book, an Iron Sword with Sharpness II; server B: faraway Mending 40) plus:
 *
 *   A  bones / Crypt / B1      Sharpness V   20 Emerald + 1 Book   (as cheap as canz A2)
 *   A  canz / Main Hall / A4   Sharpness V   35 Emerald + 1 Book
 *   A  canz / Main Hall / A3   Looting II     2 Emerald + 1 Book   (nobody sells Looting III: buy two, merge)
 *   B  faraway / Hall / A2     Fire Aspect II 1 Emerald            (another server's: never listed)
 */
let t: TestApp;
let world: TradeWorld;

const URL = '/api/optimizer/shopping-list';
const SWORD = ['Sharpness V', 'Mending I', 'Looting III', 'Fire Aspect II'];

beforeAll(async () => {
  t = await createTestApp();
  world = await buildTradeWorld(t);
  const book = { villager_type: 'Librarian', cost_item1: 'Emerald', sell_item: 'Enchanted Book' };
  const withBook = { ...book, cost_item2: 'Book', cost_amount2: 1 };
  const add = (session: Session, body: object) => ok(session, 'POST', '/api/trades', body, 201);
  const onA = { server_id: world.a.id };
  await add(world.owner, {
    ...withBook,
    ...onA,
    town_id: world.towns.bones,
    location: 'Crypt',
    row: 'B',
    num: 1,
    cost_amount1: 20,
    enchantments: [{ name: 'Sharpness', level: 5 }],
  });
  const mainHall = { ...withBook, ...onA, town_id: world.towns.canz, location: 'Main Hall', row: 'A' };
  await add(world.owner, {
    ...mainHall,
    num: 4,
    cost_amount1: 35,
    enchantments: [{ name: 'Sharpness', level: 5 }],
  });
  await add(world.owner, {
    ...mainHall,
    num: 3,
    cost_amount1: 2,
    enchantments: [{ name: 'Looting', level: 2 }],
  });
  await add(world.other, {
    ...book,
    server_id: world.b.id,
    town_id: world.towns.faraway,
    location: 'Hall',
    row: 'A',
    num: 2,
    cost_amount1: 1,
    enchantments: [{ name: 'Fire Aspect', level: 2 }],
  });
});
afterAll(() => t.close());

const list = (session: Session, payload: object, status = 200) =>
  ok<ShoppingListResponse>(session, 'POST', URL, payload, status);
const sword = (changes: object = {}) => ({
  server_id: world.a.id,
  item_keyword: 'Sword',
  enchantments: SWORD,
  ...changes,
});
const refusal = async (session: Session, payload: object, status: number) =>
  ((await list(session, payload, status)) as unknown as { error: string }).error;

describe('POST /api/optimizer/shopping-list', () => {
  it('lists the sellers of each book cheapest first, a lower-level merge, a missing book, totals and towns', async () => {
    const answer = await list(world.owner, sword());
    expect(answer).toMatchObject({ server_id: world.a.id, item_keyword: 'Sword', emeralds_per_xp_point: 1 });
    const [sharpness, mending, looting, fireAspect] = answer.books;

    expect(sharpness!.options.map((o) => [o.kind, o.display, o.unit_price.text])).toEqual([
      ['buy', 'bones / Crypt / B1', '20 Emerald + 1 Book'],
      ['buy', 'canz / Main Hall / A2', '20 Emerald + 1 Book'],
      ['buy', 'canz / Main Hall / A4', '35 Emerald + 1 Book'],
    ]);
    // As cheap at bones and canz: canz, where the other books are bought too.
    expect(sharpness!.choice).toBe(1);
    expect(sharpness!.options[1]).toMatchObject({
      town: 'canz',
      location: 'Main Hall',
      row: 'A',
      num: 2,
      villager_type: 'Librarian',
      level: 5,
      bought: 'Sharpness V',
      quantity: 1,
      emeralds: 20,
      score: 20,
    });

    expect(mending).toMatchObject({
      label: 'Mending',
      enchantment: 'Mending',
      level: 1,
      choice: 0,
      missing: false,
    });
    expect(mending!.options.map((o) => o.display)).toEqual(['canz / Main Hall / A1']);

    // Two Looting II (2 emeralds each) merged: a Rare book, 3 levels × 2 = 6 levels, 72 XP points.
    expect(looting).toMatchObject({
      label: 'Looting III',
      missing: false,
      sold_at_level: false,
      lower_level: true,
    });
    expect(looting!.options).toEqual([
      expect.objectContaining({
        kind: 'merge',
        level: 2,
        bought: 'Looting II',
        quantity: 2,
        display: 'canz / Main Hall / A3',
        emeralds: 4,
        merge_levels: 6,
        merge_xp: 72,
        score: 76,
      }),
    ]);

    expect(fireAspect).toMatchObject({ label: 'Fire Aspect II', missing: true, choice: null, options: [] });

    expect(answer.totals).toEqual({
      emeralds: 20 + 30 + 4,
      books_bought: 4,
      cost_items: [
        { item: 'Emerald', amount: 54 },
        { item: 'Book', amount: 4 },
      ],
      merge_levels: 6,
      merge_xp: 72,
      missing: 1,
    });
    expect(answer.towns.map((town) => [town.town, town.purchases, town.stops.map((s) => s.display)])).toEqual(
      [['canz', 4, ['canz / Main Hall / A1', 'canz / Main Hall / A2', 'canz / Main Hall / A3']]],
    );
    expect(answer.towns[0]!.stops[2]!.items).toEqual([
      {
        book: 'Looting III',
        kind: 'merge',
        bought: 'Looting II',
        quantity: 2,
        unit_price: {
          emeralds: 2,
          other_items: 1,
          items: [
            { item: 'Emerald', amount: 2 },
            { item: 'Book', amount: 1 },
          ],
          text: '2 Emerald + 1 Book',
        },
      },
    ]);
  });

  it("reads only the chosen server's trades", async () => {
    const answer = await list(world.other, {
      server_id: world.b.id,
      item_keyword: 'sword',
      enchantments: ['Mending', 'Fire Aspect II', 'Sharpness V'],
    });
    expect(answer.books.map((b) => b.options.map((o) => `${o.display} ${o.unit_price.text}`))).toEqual([
      ['faraway / Hall / A1 40 Emerald + 1 Book'],
      ['faraway / Hall / A2 1 Emerald'],
      [],
    ]);
    expect(answer.totals).toMatchObject({ emeralds: 41, books_bought: 2, missing: 1 });
  });
});

describe('shopping list access', () => {
  it('answers members, and roles that see every server; 403 for a server the caller cannot see', async () => {
    const expected = await list(world.owner, sword());
    expect(await list(world.member, sword())).toEqual(expected);
    expect(await list(await t.loginAs('data_manager'), sword())).toEqual(expected);
    expect(await list(world.admin, sword())).toEqual(expected);

    expect(await refusal(world.outsider, sword(), 403)).toBe('You are not a member of this server.');
    expect(await refusal(world.other, sword(), 403)).toBe('You are not a member of this server.');
    // An id that does not exist looks the same to a caller who sees only their servers; an admin is told.
    expect(await refusal(world.outsider, sword({ server_id: 999_999 }), 403)).toBe(
      'You are not a member of this server.',
    );
    expect(await refusal(world.admin, sword({ server_id: 999_999 }), 404)).toBe('Server not found.');
    // The server is checked before the item and the enchantments: nothing about them leaks either.
    expect(await refusal(world.outsider, sword({ item_keyword: 'Spoon' }), 403)).toBe(
      'You are not a member of this server.',
    );
  });

  it('refuses the auditor like POST /optimizer/plan, and callers without a token', async () => {
    expect(await refusal(world.auditor, sword(), 403)).toBe('Your role (auditor) may not do this.');
    const anonymous = await t.app.inject({ method: 'POST', url: URL, payload: sword() });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('shopping list validation (400 naming the field or the culprit)', () => {
  it.each([
    { name: 'no server_id', changes: { server_id: undefined }, error: /^server_id/ },
    {
      name: 'server_id as text',
      changes: { server_id: '1' },
      error: 'server_id must be a whole number from 1 to 2147483647.',
    },
    {
      name: 'server_id 0',
      changes: { server_id: 0 },
      error: 'server_id must be a whole number from 1 to 2147483647.',
    },
    {
      name: 'no enchantments',
      changes: { enchantments: [] },
      error: 'Please select at least one enchantment.',
    },
    { name: 'enchantments not a list', changes: { enchantments: 'Sharpness V' }, error: /^enchantments/ },
    { name: 'an enchantment too long', changes: { enchantments: ['x'.repeat(121)] }, error: /^enchantments/ },
    {
      name: 'unknown enchantment',
      changes: { enchantments: ['Sharpnes V'] },
      error: "Unknown enchantment: 'Sharpnes V'.",
    },
    {
      name: 'above the max level',
      changes: { enchantments: ['Sharpness VI'] },
      error: 'Sharpness VI: the highest level of Sharpness is V.',
    },
    {
      name: 'conflicting enchantments',
      changes: { enchantments: ['Sharpness V', 'Smite V'] },
      error: 'Sharpness conflicts with Smite.',
    },
    {
      name: 'not applicable to the item',
      changes: { enchantments: ['Protection IV'] },
      error: 'Protection cannot be applied to Sword.',
    },
    {
      name: 'empty item',
      changes: { item_keyword: ' ' },
      error: 'item_keyword is required: pick an item, e.g. Sword.',
    },
    {
      name: 'unknown item',
      changes: { item_keyword: 'Spoon' },
      error: "Unknown item: 'Spoon'. Pick one of the optimizer's items.",
    },
  ])('$name', async ({ changes, error }) => {
    const message = await refusal(world.owner, sword(changes), 400);
    if (typeof error === 'string') expect(message).toBe(error);
    else expect(message).toMatch(error);
  });
});
