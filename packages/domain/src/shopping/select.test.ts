import { describe, expect, it } from 'vitest';
import { Prng } from '../prng';
import { xpForLevel } from '../xp';
import { buildShoppingList, lowerLevelMergeLevels } from './select';
import { summarizeShopping } from './summary';
import { book, describeOption, emeralds, LOOTING_III, MENDING, SHARPNESS_V, sells } from './testkit';
import type { ShoppingBook, ShoppingBookRequest, ShoppingTrade } from './types';

describe('buildShoppingList: options per book, cheapest first, and the default choice', () => {
  const SHARPNESS_MERGE = xpForLevel(5); // two Sharpness IV books merge for 5 levels: 55 XP points

  it.each([
    {
      name: 'several villagers: cheapest first',
      trades: [
        sells('canz A1', 'Sharpness', 5, emeralds(30)),
        sells('canz A2', 'Sharpness', 5, emeralds(20)),
        sells('bones B1', 'Sharpness', 5, emeralds(25)),
      ],
      options: [
        'buy 5 canz / Hall / A2 for 20',
        'buy 5 bones / Hall / B1 for 25',
        'buy 5 canz / Hall / A1 for 30',
      ],
      choice: 0,
    },
    {
      name: 'several trades of one villager (one slot) count once, at the cheaper',
      trades: [
        sells('canz A1', 'Sharpness', 5, emeralds(30)),
        sells('canz A1', 'Sharpness', 5, emeralds(22)),
      ],
      options: ['buy 5 canz / Hall / A1 for 22'],
      choice: 0,
    },
    {
      name: 'ties go to slot order',
      trades: [
        sells('canz A2', 'Sharpness', 5, emeralds(20)),
        sells('canz A1', 'Sharpness', 5, emeralds(20)),
      ],
      options: ['buy 5 canz / Hall / A1 for 20', 'buy 5 canz / Hall / A2 for 20'],
      choice: 0,
    },
    {
      name: 'equal emeralds: fewer other cost items first',
      trades: [
        sells('canz A1', 'Sharpness', 5, emeralds(20)),
        sells('canz A2', 'Sharpness', 5, ['Emerald', 20]),
      ],
      options: ['buy 5 canz / Hall / A2 for 20', 'buy 5 canz / Hall / A1 for 20'],
      choice: 0,
    },
    {
      name: 'an Emerald Block counts 9 emeralds',
      trades: [
        sells('canz A1', 'Sharpness', 5, emeralds(20)),
        sells('canz A2', 'Sharpness', 5, ['Emerald Block', 2, 'Book', 1]),
      ],
      options: ['buy 5 canz / Hall / A2 for 18', 'buy 5 canz / Hall / A1 for 20'],
      choice: 0,
    },
    {
      name: 'missing: nobody sells it',
      trades: [sells('canz A1', 'Smite', 5)],
      options: [],
      choice: null,
    },
    {
      name: 'gear, two-enchantment books and other levels do not count',
      trades: [
        sells('canz A1', 'Sharpness', 5, emeralds(5), { sell_item: 'Diamond Sword' }),
        sells('canz A2', 'Sharpness', 5, emeralds(5), {
          enchantments: [
            { name: 'Sharpness', level: 5 },
            { name: 'Looting', level: 3 },
          ],
        }),
        sells('canz A3', 'Sharpness', 3, emeralds(1)),
      ],
      options: [],
      choice: null,
    },
    {
      name: 'lower level: two IV plus their merge cost less than V, listed first and chosen',
      trades: [
        sells('canz A1', 'Sharpness', 5, emeralds(64)),
        sells('bones B1', 'Sharpness', 4, emeralds(3)),
      ],
      options: [`merge 4 bones / Hall / B1 for ${6 + SHARPNESS_MERGE}`, 'buy 5 canz / Hall / A1 for 64'],
      choice: 0,
    },
    {
      name: 'lower level costing more is not listed',
      trades: [
        sells('canz A1', 'Sharpness', 5, emeralds(60)),
        sells('bones B1', 'Sharpness', 4, emeralds(3)),
      ],
      options: ['buy 5 canz / Hall / A1 for 60'],
      choice: 0,
    },
    {
      name: 'lower level costing the same is not listed (a purchase beats a merge)',
      trades: [
        sells('canz A1', 'Sharpness', 5, emeralds(61)),
        sells('bones B1', 'Sharpness', 4, emeralds(3)),
      ],
      options: ['buy 5 canz / Hall / A1 for 61'],
      choice: 0,
    },
    {
      name: 'nobody sells the level: every lower-level seller is listed',
      trades: [
        sells('canz A1', 'Sharpness', 4, emeralds(20)),
        sells('bones B1', 'Sharpness', 4, emeralds(10)),
      ],
      options: [
        `merge 4 bones / Hall / B1 for ${20 + SHARPNESS_MERGE}`,
        `merge 4 canz / Hall / A1 for ${40 + SHARPNESS_MERGE}`,
      ],
      choice: 0,
    },
  ])('$name', ({ trades, options, choice }) => {
    const [sharpness] = buildShoppingList({ books: [SHARPNESS_V], trades });
    expect(sharpness!.options.map(describeOption)).toEqual(options);
    expect(sharpness!.choice).toBe(choice);
    expect(sharpness!.label).toBe('Sharpness V');
  });

  it('says whether the level is sold and whether lower-level merges are listed', () => {
    const list = (trades: ShoppingTrade[]) => {
      const [b] = buildShoppingList({ books: [SHARPNESS_V], trades });
      return { soldAtLevel: b!.soldAtLevel, lowerLevel: b!.lowerLevel };
    };
    expect(list([sells('canz A1', 'Sharpness', 5, emeralds(20))])).toEqual({
      soldAtLevel: true,
      lowerLevel: false,
    });
    expect(
      list([sells('canz A1', 'Sharpness', 5, emeralds(64)), sells('canz A2', 'Sharpness', 4, emeralds(1))]),
    ).toEqual({ soldAtLevel: true, lowerLevel: true });
    expect(list([sells('canz A2', 'Sharpness', 4, emeralds(1))])).toEqual({
      soldAtLevel: false,
      lowerLevel: true,
    });
    expect(list([])).toEqual({ soldAtLevel: false, lowerLevel: false });
  });

  it('a level I book has no lower level; one level only labels without a numeral, as plans do', () => {
    const [mending, sharpness] = buildShoppingList({
      books: [MENDING, book('Sharpness', 1)],
      trades: [sells('canz A1', 'Mending', 1, emeralds(12))],
    });
    expect(mending!.label).toBe('Mending');
    expect(mending!.options.map(describeOption)).toEqual(['buy 1 canz / Hall / A1 for 12']);
    expect(sharpness!.label).toBe('Sharpness I');
    expect(sharpness!.options).toEqual([]);
  });

  it.each([
    { rarity: 'Common', level: 5, levels: 5 },
    { rarity: 'Uncommon', level: 4, levels: 4 },
    { rarity: 'Rare', level: 3, levels: 6 },
    { rarity: 'Very Rare', level: 2, levels: 8 },
  ] as const)(
    'merging two $rarity books into level $level costs $levels levels (books halve the multiplier)',
    ({ rarity, level, levels }) => {
      expect(lowerLevelMergeLevels(book('Test', level, 5, rarity))).toBe(levels);
    },
  );

  it('weighs the merge XP by emeraldsPerXpPoint (0: emeralds only)', () => {
    const trades = [
      sells('canz A1', 'Looting', 3, emeralds(20)),
      sells('canz A2', 'Looting', 2, emeralds(5)),
    ];
    const [byDefault] = buildShoppingList({ books: [LOOTING_III], trades });
    expect(byDefault!.options.map(describeOption)).toEqual(['buy 3 canz / Hall / A1 for 20']);
    const [free] = buildShoppingList({ books: [LOOTING_III], trades, emeraldsPerXpPoint: 0 });
    expect(free!.options.map(describeOption)).toEqual([
      'merge 2 canz / Hall / A2 for 10',
      'buy 3 canz / Hall / A1 for 20',
    ]);
    expect(free!.options[0]).toMatchObject({
      mergeLevels: 6,
      mergeXp: xpForLevel(6),
      emeralds: 10,
      quantity: 2,
    });
    expect(() => buildShoppingList({ books: [], trades, emeraldsPerXpPoint: -1 })).toThrow(RangeError);
  });

  it('among equally cheap villagers, chooses the town where the most books are cheapest', () => {
    const books = buildShoppingList({
      books: [SHARPNESS_V, MENDING],
      trades: [
        sells('alpha A1', 'Sharpness', 5, emeralds(20)),
        sells('zulu B1', 'Sharpness', 5, emeralds(20)),
        sells('zulu B2', 'Mending', 1, emeralds(10)),
      ],
    });
    expect(books[0]!.options.map((o) => o.seller.town)).toEqual(['alpha', 'zulu']);
    expect(books[0]!.choice).toBe(1);
    expect(books[1]!.choice).toBe(0);
  });
});

describe('buildShoppingList cross-checked against brute force', () => {
  const TOWNS = ['canz', 'bones', 'hilltop'];
  const NAMES = ['Sharpness', 'Looting', 'Mending'];
  const RARITY = { Sharpness: 'Common', Looting: 'Rare', Mending: 'Rare' } as const;
  const MAX = { Sharpness: 5, Looting: 3, Mending: 1 } as const;

  function randomWorld(prng: Prng) {
    const trades: ShoppingTrade[] = [];
    const count = prng.int(0, 25);
    for (let i = 0; i < count; i++) {
      const name = prng.pick(NAMES) as keyof typeof MAX;
      const slot = `${prng.pick(TOWNS)} ${prng.pick(['A', 'B'])}${prng.int(1, 3)}`;
      trades.push(sells(slot, name, prng.int(1, MAX[name]), emeralds(prng.int(1, 64))));
    }
    const books = NAMES.filter(() => prng.chance(0.7)).map((name) => {
      const key = name as keyof typeof MAX;
      return book(name, prng.int(1, MAX[key]), MAX[key], RARITY[key]);
    });
    return { trades, books };
  }

  /** The cheapest score of a book straight from the trades: one at its level, or two one level lower plus XP. */
  function bruteBest(b: ShoppingBookRequest, trades: readonly ShoppingTrade[]): number | null {
    const at = (level: number) =>
      trades
        .filter((t) => t.enchantments[0]!.name === b.name && t.enchantments[0]!.level === level)
        .map((t) => t.cost_amount1);
    const scores = [...at(b.level)];
    if (b.level >= 2)
      for (const price of at(b.level - 1)) scores.push(2 * price + xpForLevel(lowerLevelMergeLevels(b)));
    return scores.length === 0 ? null : Math.min(...scores);
  }

  it('picks the cheapest by default, lists options in order, and ignores trade order (300 random worlds)', () => {
    const prng = new Prng(16);
    for (let run = 0; run < 300; run++) {
      const { trades, books } = randomWorld(prng);
      const list: ShoppingBook[] = buildShoppingList({ books, trades });
      list.forEach((b, i) => {
        const best = bruteBest(books[i]!, trades);
        const chosen = b.choice === null ? null : b.options[b.choice]!.score;
        expect(chosen, `${b.label} in run ${run}`).toBe(best);
        const scores = b.options.map((o) => o.score);
        expect(scores).toEqual([...scores].sort((x, y) => x - y));
      });
      expect(buildShoppingList({ books, trades: prng.shuffle(trades) })).toEqual(list);
      const { totals } = summarizeShopping(
        list,
        list.map((b) => b.choice),
      );
      expect(totals.emeralds + totals.mergeXp).toBe(
        list.reduce((sum, b) => sum + (b.choice === null ? 0 : b.options[b.choice]!.score), 0),
      );
      expect(totals.missing).toBe(list.filter((b) => b.options.length === 0).length);
    }
  });
});
