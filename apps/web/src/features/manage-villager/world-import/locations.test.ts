import { describe, expect, it } from 'vitest';
import { importedLocations, moveLocation, proposedLocations } from './locations';
import { type ImportChoices, NO_CHOICES, slotOf } from './plan';
import { PAPER_OFFER, scanOf, villager } from './test-scan';

const at = (location: string, row: string, num: number, extra = {}) =>
  villager({ proposed: { town: 'Canz', location, row, num }, ...extra });

const slotText = (v: ReturnType<typeof villager>, choices: ImportChoices) => {
  const slot = slotOf(v, choices);
  return `${slot.town} / ${slot.location} ${slot.row}${slot.num}`;
};

describe('proposedLocations', () => {
  it('lists each location the villagers go to once, in natural order, with how many go there', () => {
    const a = at('Hall 10', 'A', 1);
    const b = at('Hall 2', 'A', 1);
    const c = at('hall 2 ', 'A', 2);
    const skipped = at('Hall 3', 'A', 1);
    const scan = scanOf([a, b, c, skipped]);
    const choices = { ...NO_CHOICES, skip: new Set([skipped.uuid]) };
    expect(proposedLocations(scan, choices)).toEqual([
      { town: 'Canz', location: 'Hall 2', villagers: 2 },
      { town: 'Canz', location: 'Hall 10', villagers: 1 },
    ]);
  });
});

describe('moveLocation', () => {
  it('renames a location: its villagers keep their slots under the new name', () => {
    const a = at('Hall 1', 'A', 1);
    const b = at('Hall 1', 'B', 4);
    const other = at('Hall 2', 'A', 1);
    const scan = scanOf([a, b, other]);
    const choices = moveLocation(scan, NO_CHOICES, { town: 'Canz', location: 'Hall 1' }, 'Canz', 'Library');
    expect([a, b, other].map((v) => slotText(v, choices))).toEqual([
      'Canz / Library A1',
      'Canz / Library B4',
      'Canz / Hall 2 A1',
    ]);
  });

  it('merges into another location: free slots are kept, taken ones move to the next free slot', () => {
    const target1 = at('Hall 1', 'A', 1);
    const target2 = at('Hall 1', 'A', 2);
    const clash = at('Hall 2', 'A', 1);
    const free = at('Hall 2', 'C', 5);
    const alsoClash = at('Hall 2', 'A', 2);
    const scan = scanOf([target1, target2, clash, free, alsoClash]);
    const choices = moveLocation(scan, NO_CHOICES, { town: 'Canz', location: 'Hall 2' }, 'Canz', 'hall 1');
    expect([target1, target2, clash, free, alsoClash].map((v) => slotText(v, choices))).toEqual([
      'Canz / Hall 1 A1',
      'Canz / Hall 1 A2',
      'Canz / Hall 1 A3',
      'Canz / Hall 1 C5',
      'Canz / Hall 1 A4',
    ]);
    expect(proposedLocations(scan, choices)).toEqual([{ town: 'Canz', location: 'Hall 1', villagers: 5 }]);
  });

  it('follows edited slots, moves skipped and offerless villagers along without taking slots', () => {
    const edited = at('Hall 3', 'A', 1);
    const nitwit = at('Hall 2', 'A', 1, { villager_type: 'Nitwit', offers: [] });
    const trader = at('Hall 2', 'A', 2, { offers: [PAPER_OFFER] });
    const scan = scanOf([edited, nitwit, trader]);
    const start: ImportChoices = {
      ...NO_CHOICES,
      slots: new Map([[edited.uuid, { town: 'Canz', location: 'Hall 1', row: 'A', num: '2' }]]),
    };
    const choices = moveLocation(scan, start, { town: 'Canz', location: 'Hall 2' }, 'Canz', 'Hall 1');
    expect([edited, nitwit, trader].map((v) => slotText(v, choices))).toEqual([
      'Canz / Hall 1 A2',
      'Canz / Hall 1 A1',
      'Canz / Hall 1 A3',
    ]);
  });

  it('changes nothing for a blank name or the same location', () => {
    const a = at('Hall 1', 'A', 1);
    const scan = scanOf([a]);
    expect(moveLocation(scan, NO_CHOICES, { town: 'Canz', location: 'Hall 1' }, 'Canz', '  ')).toBe(
      NO_CHOICES,
    );
    expect(moveLocation(scan, NO_CHOICES, { town: 'Canz', location: 'Hall 1' }, 'canz', 'HALL 1')).toBe(
      NO_CHOICES,
    );
  });
});

describe('importedLocations', () => {
  it('names the locations that get trades, from the slots as applied', () => {
    const a = at('Hall 2', 'A', 1);
    const nitwit = at('Hall 3', 'A', 1, { offers: [] });
    const skipped = at('Hall 4', 'A', 1);
    const scan = scanOf([a, nitwit, skipped]);
    const choices = { ...NO_CHOICES, skip: new Set([skipped.uuid]) };
    expect(importedLocations(scan, choices)).toEqual([{ town: 'Canz', location: 'Hall 2', villagers: 1 }]);
  });
});
