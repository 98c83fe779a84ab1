// summarizeShopping's visiting order when the first book's town is not the busiest, and the labels of what is
// bought at the book's own level.
import { describe, expect, it } from 'vitest';
import { buildShoppingList } from './select';
import { summarizeShopping } from './summary';
import { book, emeralds, MENDING, sells } from './testkit';

describe('summarizeShopping: order of towns and labels', () => {
  it('visits the town with the most purchases first even when a later book brings it, then by name', () => {
    const books = buildShoppingList({
      books: [book('Protection', 4, 4), MENDING, book('Smite', 5), book('Power', 5)],
      trades: [
        sells('alpha A1', 'Protection', 4, emeralds(5)),
        sells('zulu A1', 'Mending', 1, emeralds(10)),
        sells('zulu A2', 'Smite', 5, emeralds(7)),
        sells('mike A1', 'Power', 5, emeralds(7)),
      ],
    });
    const { towns } = summarizeShopping(
      books,
      books.map((b) => b.choice),
    );
    expect(towns.map((t) => [t.town, t.purchases])).toEqual([
      ['zulu', 2],
      ['alpha', 1],
      ['mike', 1],
    ]);
    expect(towns[0]!.stops.flatMap((s) => s.items.map((i) => i.bought))).toEqual(['Mending', 'Smite V']);
  });
});
