import { describe, expect, it } from 'vitest';
import { villagerTitle } from './geometry';
import {
  buildApplyRequest,
  describeEstimate,
  estimateApply,
  groupVillagers,
  type ImportChoices,
  isMoved,
  NO_CHOICES,
  sharedSlots,
} from './plan';
import { BOOK_OFFER, NO_ID_OFFER, PAPER_OFFER, scanOf, UNKNOWN_OFFER, villager } from './test-scan';

const GONE = { uuid: 'gone-1', town: 'Canz', location: 'Hall 1', row: 'B', num: 1, trades: 3 };

function choices(overrides: Partial<ImportChoices>): ImportChoices {
  return { ...NO_CHOICES, ...overrides };
}

describe('estimateApply', () => {
  it('creates the offers of new villagers, leaves unchanged ones, counts changed ones as at most updates', () => {
    const scan = scanOf(
      [
        villager({ status: 'new' }),
        villager({ status: 'unchanged' }),
        villager({ status: 'changed', offers: [PAPER_OFFER, BOOK_OFFER, BOOK_OFFER] }),
      ],
      [GONE],
    );
    expect(estimateApply(scan, NO_CHOICES)).toEqual({
      create: 2,
      update: 3,
      updateIsMost: true,
      unchanged: 2,
      remove: 0,
      skip: 0,
    });
  });

  it('skips the offers of skipped villagers and offers with unknown enchantments', () => {
    const skipped = villager();
    const scan = scanOf([skipped, villager({ offers: [PAPER_OFFER, UNKNOWN_OFFER, NO_ID_OFFER] })]);
    const estimate = estimateApply(scan, choices({ skip: new Set([skipped.uuid]) }));
    expect(estimate).toMatchObject({ create: 1, skip: 4, update: 0, updateIsMost: false });
  });

  it('adding unknown enchantments imports the offers whose enchantments have a registry id', () => {
    const scan = scanOf([
      villager({ offers: [PAPER_OFFER, UNKNOWN_OFFER, NO_ID_OFFER] }),
      villager({ status: 'unchanged', offers: [PAPER_OFFER, UNKNOWN_OFFER] }),
    ]);
    expect(estimateApply(scan, choices({ addUnknownEnchantments: true }))).toMatchObject({
      create: 3,
      unchanged: 1,
      skip: 1,
    });
  });

  it('an unchanged villager moved to another slot is updated; removing the gone counts their trades', () => {
    const moved = villager({ status: 'unchanged' });
    const scan = scanOf([moved], [GONE, { ...GONE, uuid: 'gone-2', trades: 2 }]);
    const slots = new Map([[moved.uuid, { town: 'Canz', location: 'Hall 2', row: 'A', num: '3' }]]);
    expect(estimateApply(scan, choices({ slots, removeGone: true }))).toMatchObject({
      update: 2,
      updateIsMost: false,
      unchanged: 0,
      remove: 5,
    });
  });

  it('says it in a sentence', () => {
    expect(
      describeEstimate({ create: 3, update: 2, updateIsMost: true, unchanged: 4, remove: 1, skip: 1 }),
    ).toBe('Apply will create 3 trades, update up to 2 and remove 1; 4 stay unchanged and 1 is skipped.');
    expect(
      describeEstimate({ create: 1, update: 0, updateIsMost: false, unchanged: 0, remove: 0, skip: 0 }),
    ).toBe('Apply will create 1 trade, update 0 and remove 0.');
  });
});

describe('isMoved', () => {
  it('compares names ignoring case and spaces around, the row as a capital, the num as a number', () => {
    const v = villager();
    expect(isMoved(v, { town: ' canz ', location: 'HALL 1', row: 'a', num: '3' })).toBe(false);
    expect(isMoved(v, { town: 'Canz', location: 'Hall 1', row: 'A', num: '4' })).toBe(true);
    expect(isMoved(v, { town: 'Bones', location: 'Hall 1', row: 'A', num: '3' })).toBe(true);
  });
});

describe('buildApplyRequest', () => {
  it('sends only moved slots, the skipped villagers and the options that are on', () => {
    const moved = villager();
    const same = villager();
    const skipped = villager();
    const scan = scanOf([moved, same, skipped]);
    const slots = new Map([
      [moved.uuid, { town: 'Bones', location: ' Crypt ', row: 'c', num: '7' }],
      [same.uuid, { town: 'canz', location: 'Hall 1', row: 'A', num: '3' }],
      [skipped.uuid, { town: '', location: '', row: '', num: '' }],
    ]);
    const built = buildApplyRequest(
      scan,
      choices({ slots, skip: new Set([skipped.uuid]), removeGone: true }),
      villagerTitle,
    );
    expect(built).toEqual({
      ok: true,
      body: {
        placements: [{ uuid: moved.uuid, town: 'Bones', location: 'Crypt', row: 'C', num: 7 }],
        skip: [skipped.uuid],
        remove_gone: true,
      },
    });
    expect(buildApplyRequest(scan, NO_CHOICES, villagerTitle)).toEqual({ ok: true, body: {} });
  });

  it('names the villagers whose slot does not pass', () => {
    const v = villager({ villager_type: 'Farmer', x: -3.5, z: 10 });
    const scan = scanOf([v]);
    const slots = new Map([[v.uuid, { town: '', location: 'Field', row: 'A', num: '25' }]]);
    const built = buildApplyRequest(scan, choices({ slots }), villagerTitle);
    expect(built.ok).toBe(false);
    if (!built.ok) {
      expect(built.problems).toHaveLength(1);
      expect(built.problems[0]).toMatch(/^Farmer at -4, 10: town .+, num must be from 1 to 20$/);
    }
  });
});

describe('sharedSlots and groupVillagers', () => {
  it('finds villagers (with offers, not skipped) that would share a slot', () => {
    const a = villager();
    const b = villager({ proposed: { town: 'Canz', location: 'Hall 1', row: 'A', num: 4 } });
    const nitwit = villager({ offers: [] });
    const scan = scanOf([a, b, nitwit]);
    expect(sharedSlots(scan, NO_CHOICES)).toEqual([]);
    const slots = new Map([[b.uuid, { town: 'CANZ', location: 'hall 1', row: 'A', num: '3' }]]);
    expect(sharedSlots(scan, choices({ slots }))).toEqual([[a.uuid, b.uuid]]);
    expect(sharedSlots(scan, choices({ slots, skip: new Set([a.uuid]) }))).toEqual([]);
  });

  it('groups by proposed town and location (natural order), villagers by slot, the gone with them', () => {
    const hall10 = villager({ proposed: { town: 'Canz', location: 'Hall 10', row: 'A', num: 1 } });
    const late = villager({ proposed: { town: 'Canz', location: 'Hall 2', row: 'B', num: 1 } });
    const early = villager({ proposed: { town: 'Canz', location: 'Hall 2', row: 'A', num: 2 } });
    const bones = villager({ proposed: { town: 'Bones', location: 'Hall 1', row: 'A', num: 1 } });
    const groups = groupVillagers(scanOf([hall10, late, early, bones], [{ ...GONE, location: 'Hall 2' }]));
    expect(groups.map((g) => `${g.town}/${g.location}`)).toEqual([
      'Bones/Hall 1',
      'Canz/Hall 2',
      'Canz/Hall 10',
    ]);
    expect(groups[1]!.villagers.map((v) => v.uuid)).toEqual([early.uuid, late.uuid]);
    expect(groups[1]!.gone).toHaveLength(1);
  });
});
