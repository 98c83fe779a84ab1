import { describe, expect, it } from 'vitest';
import {
  type ChunkFindings,
  collectVillagers,
  type EntityPlace,
  formatUuid,
  MAX_ITEM_ENCHANTMENTS,
  MAX_OFFERS,
  villagerEntries,
} from './entities';
import type { NbtCompound, NbtValue } from './nbt-reader';
import type { SaveVillager } from './types';

// collectVillagers on decoded entities (as the NBT reader returns them), without building region files.

const PLACE: EntityPlace = { dimension: 'nether', region: 'r.1.-2.mca', chunkX: 40, chunkZ: -60 };
const ID = { UUIDMost: 0x0123456789abcdefn, UUIDLeast: -1n };
const ID_TEXT = '01234567-89ab-cdef-ffff-ffffffffffff';

const book = (id: number, lvl?: number): NbtCompound => ({
  id: 'minecraft:enchanted_book',
  Count: 1,
  tag: { StoredEnchantments: [lvl === undefined ? { id } : { id, lvl }] },
});
const emeralds = (count: number): NbtCompound => ({ id: 'minecraft:emerald', Count: count });
const recipe = (extra: NbtCompound = {}): NbtCompound => ({ buy: emeralds(5), sell: book(70, 1), ...extra });

function findings(entities: NbtCompound[]): ChunkFindings {
  const into: ChunkFindings = { villagers: [], modded: new Map(), cut: [] };
  collectVillagers(entities, PLACE, into);
  return into;
}
function onlyVillager(entity: NbtCompound): SaveVillager {
  const { villagers } = findings([entity]);
  expect(villagers).toHaveLength(1);
  return villagers[0];
}
const villager = (extra: NbtCompound): NbtCompound => ({ id: 'minecraft:villager', ...ID, ...extra });

describe('collectVillagers', () => {
  it('reads a full 1.12 villager with its place', () => {
    const v = onlyVillager(
      villager({
        Pos: [10.5, 64, -3.25],
        Profession: 1,
        ProfessionName: 'minecraft:librarian',
        Career: 1,
        CareerLevel: 3,
        CustomName: 'Bob',
        Age: 0,
        Offers: { Recipes: [recipe({ buyB: { id: 'minecraft:book', Count: 1 }, uses: 2, maxUses: 12 })] },
      }),
    );
    expect(v).toEqual({
      uuid: ID_TEXT,
      dimension: 'nether',
      x: 10.5,
      y: 64,
      z: -3.25,
      profession: 1,
      professionName: 'minecraft:librarian',
      career: 1,
      careerLevel: 3,
      customName: 'Bob',
      child: false,
      offers: [
        {
          buy: { id: 'minecraft:emerald', count: 5, damage: 0, enchantments: [] },
          buyB: { id: 'minecraft:book', count: 1, damage: 0, enchantments: [] },
          sell: {
            id: 'minecraft:enchanted_book',
            count: 1,
            damage: 0,
            enchantments: [{ numericId: 70, level: 1 }],
          },
          uses: 2,
          maxUses: 12,
        },
      ],
      region: 'r.1.-2.mca',
      chunkX: 40,
      chunkZ: -60,
    });
  });

  it.each([
    ['minecraft:villager', 1],
    ['Villager', 1],
    ['villager', 1],
    ['minecraft:zombie_villager', 0],
    ['VILLAGER', 0],
  ])('takes the id %s as a villager: %i', (id, count) => {
    expect(findings([{ id, ...ID }]).villagers).toHaveLength(count);
  });

  it('fills what a villager lacks with defaults: position 0, no names, no offers, an adult', () => {
    const v = onlyVillager(villager({}));
    expect(v).toMatchObject({
      x: 0,
      y: 0,
      z: 0,
      profession: null,
      professionName: null,
      career: null,
      careerLevel: null,
      customName: null,
      child: false,
      offers: [],
    });
  });

  it.each<[string, NbtValue, number, number, number]>([
    ['a short list', [1.5], 1.5, 0, 0],
    ['non-numbers', ['a', 'b', 'c'], 0, 0, 0],
    ['non-finite numbers', [Number.NaN, Number.POSITIVE_INFINITY, 7], 0, 0, 7],
    ['not a list', { 0: 5 }, 0, 0, 0],
  ])('reads a position given as %s', (_name, Pos, x, y, z) => {
    expect(onlyVillager(villager({ Pos }))).toMatchObject({ x, y, z });
  });

  it.each<[string, NbtValue | undefined, boolean]>([
    ['negative', -24000, true],
    ['-1', -1, true],
    ['zero', 0, false],
    ['positive', 5, false],
    ['a long', -5n, true],
    ['missing', undefined, false],
    ['text', '-5', false],
  ])('takes an Age that is %s as child: %s', (_name, Age, child) => {
    expect(onlyVillager(villager(Age === undefined ? {} : { Age })).child).toBe(child);
  });

  it.each<[string, NbtValue, number | null]>([
    ['an int', 3, 3],
    ['a fraction (truncated)', 2.9, 2],
    ['a negative fraction (truncated toward 0)', -2.9, -2],
    ['a long', 4n, 4],
    ['not finite', Number.NaN, null],
    ['text', '3', null],
  ])('reads a Profession given as %s', (_name, Profession, profession) => {
    expect(onlyVillager(villager({ Profession })).profession).toBe(profession);
  });

  it.each<[string, NbtValue, string | null]>([
    ['a name', 'Librarian Larry', 'Librarian Larry'],
    ['empty', '', null],
    ['a number', 5, null],
  ])('reads a CustomName that is %s', (_name, CustomName, customName) => {
    expect(onlyVillager(villager({ CustomName })).customName).toBe(customName);
  });

  it('counts other entities with Offers by id, and leaves other entities alone', () => {
    const { villagers, modded } = findings([
      { id: 'mca:villager', Offers: { Recipes: [] } },
      { id: 'mca:villager', Offers: {} },
      { id: 'other:trader', Offers: { Recipes: [recipe()] } },
      { Offers: {} },
      { id: 'minecraft:cow' },
      { id: 'minecraft:chest', Offers: [] },
      { id: 5, Offers: {} },
    ]);
    expect(villagers).toEqual([]);
    expect([...modded]).toEqual([
      ['mca:villager', 2],
      ['other:trader', 1],
      ['(no id)', 2],
    ]);
  });

  it('reads riders in Passengers at any depth up to 64, villager or not', () => {
    const rider = (depth: number): NbtCompound => {
      let entity: NbtCompound = villager({ UUIDMost: BigInt(depth), UUIDLeast: 0n });
      for (let level = depth; level > 0; level--) {
        entity = {
          id: level === 1 ? 'minecraft:pig' : 'minecraft:bat',
          Passengers: [entity, 'not an entity'],
        };
      }
      return entity;
    };
    expect(findings([rider(1)]).villagers.map((v) => v.uuid)).toEqual([formatUuid(1n, 0n)]);
    expect(findings([rider(64)]).villagers).toHaveLength(1);
    expect(findings([rider(65)]).villagers).toHaveLength(0);
    const mounted = villager({ Passengers: [villager({ UUIDMost: 7n, UUIDLeast: 7n })] });
    expect(findings([mounted]).villagers.map((v) => v.uuid)).toEqual([ID_TEXT, formatUuid(7n, 7n)]);
    expect(findings([{ id: 'minecraft:pig', Passengers: { 0: villager({}) } }]).villagers).toEqual([]);
  });
});

describe('offers', () => {
  const offersOf = (recipes: NbtValue, extra: NbtCompound = {}) =>
    onlyVillager(villager({ Offers: { Recipes: recipes }, ...extra })).offers;

  it('skips recipes without a buy or sell item, and entries that are not compounds', () => {
    const air = { id: 'minecraft:air', Count: 1 };
    const offers = offersOf([
      recipe(),
      { sell: book(1) },
      { buy: emeralds(1) },
      { buy: air, sell: book(1) },
      { buy: emeralds(1), sell: { id: '', Count: 1 } },
      { buy: emeralds(1), sell: { Count: 1 } },
      { buy: emeralds(0), sell: book(1) },
      { buy: emeralds(-1), sell: book(1) },
      { buy: 'minecraft:emerald', sell: book(1) },
      'a recipe',
      recipe({ buy: emeralds(9) }),
    ]);
    expect(offers.map((o) => o.buy.count)).toEqual([5, 9]);
  });

  it('reads no offers when Offers or Recipes is not what a villager saves', () => {
    expect(offersOf({ 0: recipe() })).toEqual([]);
    expect(onlyVillager(villager({ Offers: [recipe()] })).offers).toEqual([]);
  });

  it('defaults: Count 1, Damage 0, uses 0, maxUses 7 (1.12), no buyB; an air or empty buyB is none', () => {
    const [offer] = offersOf([
      { buy: { id: 'minecraft:emerald' }, sell: { id: 'minecraft:book', Damage: 3 } },
    ]);
    expect(offer).toEqual({
      buy: { id: 'minecraft:emerald', count: 1, damage: 0, enchantments: [] },
      buyB: null,
      sell: { id: 'minecraft:book', count: 1, damage: 3, enchantments: [] },
      uses: 0,
      maxUses: 7,
    });
    const buyB = (item: NbtCompound) => offersOf([recipe({ buyB: item })])[0].buyB;
    expect(buyB({ id: 'minecraft:air', Count: 1 })).toBeNull();
    expect(buyB({ id: 'minecraft:book', Count: 0 })).toBeNull();
    expect(buyB({ id: 'minecraft:book', Count: 2n })).toMatchObject({ count: 2 });
    expect(offersOf([recipe({ uses: 3n, maxUses: 9.7 })])[0]).toMatchObject({ uses: 3, maxUses: 9 });
  });

  it(`reads the first ${MAX_OFFERS} offers and says so`, () => {
    const recipes = Array.from({ length: MAX_OFFERS + 1 }, (_, i) => recipe({ buy: emeralds(i + 1) }));
    const { villagers, cut } = findings([villager({ Offers: { Recipes: recipes } })]);
    expect(villagers[0].offers).toHaveLength(MAX_OFFERS);
    expect(villagers[0].offers.at(-1)?.buy.count).toBe(MAX_OFFERS);
    expect(cut).toEqual([
      `villager ${ID_TEXT} offers ${MAX_OFFERS + 1} trades; the first ${MAX_OFFERS} were read.`,
    ]);
    const exactly = findings([villager({ Offers: { Recipes: recipes.slice(0, MAX_OFFERS) } })]);
    expect(exactly.villagers[0].offers).toHaveLength(MAX_OFFERS);
    expect(exactly.cut).toEqual([]);
  });

  it('counts offers beyond the limit only among compounds', () => {
    const recipes = [...Array.from({ length: MAX_OFFERS }, () => recipe()), 'x', 1];
    expect(findings([villager({ Offers: { Recipes: recipes } })]).cut).toEqual([]);
  });

  it('works without a list of what was cut', () => {
    const into: ChunkFindings = { villagers: [], modded: new Map() };
    const recipes = Array.from({ length: MAX_OFFERS + 1 }, () => recipe());
    collectVillagers([villager({ Offers: { Recipes: recipes } })], PLACE, into);
    expect(into.villagers[0].offers).toHaveLength(MAX_OFFERS);
  });
});

describe('enchantments', () => {
  const itemOf = (item: NbtCompound) =>
    onlyVillager(villager({ Offers: { Recipes: [recipe({ sell: item })] } })).offers[0].sell;

  it('reads stored (book) enchantments first, then gear enchantments, with level 1 by default', () => {
    const item = itemOf({
      id: 'minecraft:diamond_sword',
      Count: 1,
      tag: { ench: [{ id: 16, lvl: 5 }, { id: 34 }], StoredEnchantments: [{ id: 70, lvl: 1n }] },
    });
    expect(item.enchantments).toEqual([
      { numericId: 70, level: 1 },
      { numericId: 16, level: 5 },
      { numericId: 34, level: 1 },
    ]);
  });

  it('skips entries without a numeric id and entries that are not compounds', () => {
    const item = itemOf({
      id: 'minecraft:book',
      tag: { StoredEnchantments: [{ lvl: 2 }, { id: 'minecraft:mending', lvl: 1 }, 'x', { id: 5n, lvl: 3 }] },
    });
    expect(item.enchantments).toEqual([{ numericId: 5, level: 3 }]);
  });

  it('reads no enchantments from a tag that is not a compound, or lists that are not lists', () => {
    expect(itemOf({ id: 'minecraft:book', tag: [{ StoredEnchantments: [{ id: 1 }] }] }).enchantments).toEqual(
      [],
    );
    expect(itemOf({ id: 'minecraft:book', tag: { StoredEnchantments: { id: 1 } } }).enchantments).toEqual([]);
  });

  it(`reads at most ${MAX_ITEM_ENCHANTMENTS} per list`, () => {
    const many = Array.from({ length: MAX_ITEM_ENCHANTMENTS + 5 }, (_, i) => ({ id: i, lvl: 1 }));
    const item = itemOf({ id: 'minecraft:book', tag: { StoredEnchantments: ['skipped', ...many] } });
    expect(item.enchantments).toHaveLength(MAX_ITEM_ENCHANTMENTS);
    expect(item.enchantments.at(-1)?.numericId).toBe(MAX_ITEM_ENCHANTMENTS - 1);
  });
});

describe('villager UUIDs', () => {
  const uuidOf = (extra: NbtCompound, pos: NbtValue = [1, 2, 3]) =>
    onlyVillager({ id: 'minecraft:villager', Pos: pos, ...extra }).uuid;

  it('formats UUIDMost/UUIDLeast as 8-4-4-4-12 lower-case hex, negative halves as unsigned', () => {
    expect(uuidOf({ UUIDMost: 1n, UUIDLeast: 2n })).toBe('00000000-0000-0001-0000-000000000002');
    expect(uuidOf({ UUIDMost: -2n, UUIDLeast: 0xabcdefn })).toBe('ffffffff-ffff-fffe-0000-000000abcdef');
  });

  it('reads the 1.16 int array, negative ints as unsigned 32-bit words', () => {
    expect(uuidOf({ UUID: [1, -1, 0x10, 0x7fffffff] })).toBe('00000001-ffff-ffff-0000-00107fffffff');
  });

  it('needs both halves as longs, and four numbers in the array; else derives one from the place', () => {
    const derived = uuidOf({});
    expect(derived).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const partials: NbtCompound[] = [
      { UUIDMost: 1n },
      { UUIDLeast: 1n },
      { UUIDMost: 1, UUIDLeast: 2n },
      { UUIDMost: 1n, UUIDLeast: 2 },
      { UUID: [1, 2, 3] },
      { UUID: [1, 2, 3, 4, 5] },
      { UUID: [1, 2, 3, 'x'] },
      { UUID: { 0: 1, 1: 2, 2: 3, 3: 4 } },
    ];
    for (const partial of partials) {
      expect(
        uuidOf(partial),
        JSON.stringify(partial, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v)),
      ).toBe(derived);
    }
  });

  it('derives the stand-in from dimension and position (FNV-1a), the same on every read', () => {
    // FNV-1a 64 of "nether:1:2:3", then the second half that hash times the golden-ratio constant.
    let hash = 0xcbf29ce484222325n;
    for (const char of 'nether:1:2:3')
      hash = BigInt.asUintN(64, (hash ^ BigInt(char.charCodeAt(0))) * 0x100000001b3n);
    const expected = formatUuid(hash, BigInt.asUintN(64, hash * 0x9e3779b97f4a7c15n));
    expect(uuidOf({})).toBe(expected);
    expect(uuidOf({}, [1, 2, 4])).not.toBe(expected);
    expect(uuidOf({}, [1, 2, 3])).toBe(expected);
    expect(expected).not.toBe(formatUuid(hash, hash));
  });
});

describe('villagerEntries', () => {
  it('counts the villager, each offer, and the enchantments of buy, buyB and sell', () => {
    const v = onlyVillager(
      villager({
        Offers: {
          Recipes: [
            recipe({
              buyB: book(1, 1),
              sell: { id: 'minecraft:book', tag: { ench: [{ id: 2 }, { id: 3 }] } },
            }),
            recipe({ buy: book(4, 1) }),
            recipe(),
          ],
        },
      }),
    );
    // 1 villager + 3 offers + (1 buyB + 2 sell) + (1 buy + 1 sell) + (1 sell)
    expect(villagerEntries(v)).toBe(1 + 3 + 3 + 2 + 1);
    expect(villagerEntries(onlyVillager(villager({})))).toBe(1);
  });
});
