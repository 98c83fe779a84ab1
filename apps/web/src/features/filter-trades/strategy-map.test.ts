import { describe, expect, it } from 'vitest';
import type { HallMapTrade } from '../../components/hall-map';
import { chosenTowns, townLocations, whereToBuyKeys } from './strategy-map';
import { RESULT } from './test-result';

const trade = (
  location: string,
  row: string,
  num: number,
  villager_type: string,
  sell_item: string,
  enchantments: [string, number][] = [],
): HallMapTrade => ({
  town: 'bones',
  location,
  row,
  num,
  villager_type,
  cost_item1: 'Emerald',
  cost_amount1: 15,
  cost_item2: '',
  cost_amount2: 0,
  sell_item,
  sell_amount: 1,
  enchantments: enchantments.map(([name, level]) => ({ name, level })),
});

describe('townLocations', () => {
  it('colours kept villagers keep, removed sellers of counted enchantments remove, the rest not covered', () => {
    const trades = [
      trade('Vault', 'B', 1, 'Librarian', 'Enchanted Book', [['Protection', 4]]),
      trade('Vault', 'B', 2, 'Armorer', 'Enchanted Book', [['Protection', 4]]),
      trade('Vault', 'B', 3, 'Farmer', 'Bread'),
      // Added after the strategy ran: the answer does not know it.
      trade('Vault', 'C', 7, 'Cleric', 'Redstone'),
    ];
    const [vault, ...others] = townLocations('bones', RESULT, trades);
    expect(others).toEqual([]);
    expect(vault?.location).toBe('Vault');
    expect(vault?.cellStates).toEqual({ B1: 'keep', B2: 'remove', B3: 'uncovered', C7: 'uncovered' });
    expect(vault?.villagers.find((v) => v.num === 1)?.trades).toHaveLength(1);
  });

  it("draws the answer's villagers that the trades miss, by their type and the answer's word", () => {
    const [hall] = townLocations('canz', RESULT, []);
    expect(hall?.location).toBe('Hall 1');
    expect(hall?.villagers.map((v) => `${v.row}${v.num} ${v.villager_type}`)).toEqual([
      'A1 Librarian',
      'A2 Librarian',
      'A3 Librarian',
      'A4 Librarian',
    ]);
    expect(hall?.cellStates).toEqual({ A1: 'keep', A2: 'remove', A3: 'keep', A4: 'remove' });
  });

  it('has no location for a town without villagers', () => {
    expect(townLocations('empty', RESULT, [])).toEqual([]);
  });
});

describe('whereToBuyKeys', () => {
  it("lists the slots of one location selling a coverage row's best level at its Cost", () => {
    const sharpness = RESULT.coverage.find((row) => row.Enchantment === 'Sharpness') ?? null;
    expect(whereToBuyKeys(sharpness, 'bones', 'Vault')).toEqual(['B1']);
    expect(whereToBuyKeys(sharpness, 'canz', 'Hall 1')).toEqual(['A2']);
    expect(whereToBuyKeys(null, 'canz', 'Hall 1')).toEqual([]);
  });
});

describe('chosenTowns', () => {
  it('names the towns of the request once each', () => {
    expect(chosenTowns(['canz', 'bones', 'canz', 12])).toEqual(['canz', 'bones', '12']);
    expect(chosenTowns(undefined)).toEqual([]);
  });
});
