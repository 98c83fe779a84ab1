import { describe, expect, it } from 'vitest';
import { cellName } from '../../../components/hall-map';
import { hallMapOffer, placementMaps } from './placement';
import { type ImportChoices, NO_CHOICES } from './plan';
import { BOOK_OFFER, PAPER_OFFER, scanOf, UNKNOWN_OFFER, villager } from './test-scan';

const slot = (town: string, location: string, row: string, num: number) => ({ town, location, row, num });
const draft = (town: string, location: string, row: string, num: string) => ({ town, location, row, num });

/** Each map as 'town / location: cell names' (the names the grid's cells carry). */
function described(scan: ReturnType<typeof scanOf>, choices: ImportChoices = NO_CHOICES): string[] {
  return placementMaps(scan, choices).map(
    (map) =>
      `${map.town} / ${map.location}: ${map.villagers.map((v) => cellName({ row: v.row, num: v.num }, v)).join(', ')}`,
  );
}

describe('placementMaps', () => {
  const librarian = villager({ proposed: slot('Canz', 'Hall 1', 'A', 3) });
  const smith = villager({
    villager_type: 'Tool Smith',
    offers: [PAPER_OFFER],
    proposed: slot('Canz', 'Hall 1', 'B', 1),
  });
  const bonesLibrarian = villager({ proposed: slot('Bones', 'Crypt', 'A', 1), offers: [BOOK_OFFER] });
  const nitwit = villager({ villager_type: 'Nitwit', offers: [], proposed: slot('Canz', 'Hall 1', 'C', 1) });
  const scan = scanOf([librarian, smith, bonesLibrarian, nitwit]);

  it('draws one map per proposed town and location, by town then location; no offers, no cell', () => {
    expect(described(scan)).toEqual([
      'Bones / Crypt: A1 Librarian: Mending I',
      'Canz / Hall 1: A3 Librarian: Mending I, B1 Tool Smith: Buys Paper',
    ]);
  });

  it('follows an edited slot, to another cell or another map (names as the server compares them)', () => {
    const moved: ImportChoices = {
      ...NO_CHOICES,
      slots: new Map([
        [librarian.uuid, draft(' canz ', 'HALL 1', 'd', '7')],
        [smith.uuid, draft('Importville', 'Library', 'B', '2')],
      ]),
    };
    expect(described(scan, moved)).toEqual([
      'Bones / Crypt: A1 Librarian: Mending I',
      'canz / HALL 1: D7 Librarian: Mending I',
      'Importville / Library: B2 Tool Smith: Buys Paper',
    ]);
  });

  it('leaves out skipped villagers and slots whose town or location is blank', () => {
    const choices: ImportChoices = {
      ...NO_CHOICES,
      skip: new Set([bonesLibrarian.uuid]),
      slots: new Map([[smith.uuid, draft('Canz', '  ', 'B', '1')]]),
    };
    expect(described(scan, choices)).toEqual(['Canz / Hall 1: A3 Librarian: Mending I']);
  });

  it('draws the first of villagers sharing a slot, and maps each drawn cell to its villager', () => {
    const choices: ImportChoices = {
      ...NO_CHOICES,
      slots: new Map([[smith.uuid, draft('Canz', 'Hall 1', 'A', '3')]]),
    };
    const [, canz] = placementMaps(scan, choices);
    expect(canz?.villagers.map((v) => `${v.row}${v.num} ${v.villager_type}`)).toEqual(['A3 Librarian']);
    expect(canz?.uuidBySlot).toEqual(new Map([['A3', librarian.uuid]]));
  });
});

describe('hallMapOffer', () => {
  it('keeps the price and goods; an unknown enchantment goes by its registry id', () => {
    expect(hallMapOffer(BOOK_OFFER)).toEqual({
      cost_item1: 'Book',
      cost_amount1: 1,
      cost_item2: 'Emerald',
      cost_amount2: 12,
      sell_item: 'Enchanted Book',
      sell_amount: 1,
      enchantments: [{ name: 'Mending', level: 1 }],
    });
    expect(hallMapOffer(UNKNOWN_OFFER).enchantments).toEqual([{ name: 'somemod:razors_edge', level: 2 }]);
    expect(
      hallMapOffer({ ...BOOK_OFFER, enchantments: [{ name: null, mcid: null, level: 1 }] }).enchantments,
    ).toEqual([{ name: 'Unknown enchantment', level: 1 }]);
  });
});
