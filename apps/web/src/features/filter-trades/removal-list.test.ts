import type { FilterRemovalRow } from '@tradehall/contracts';
import { describe, expect, it } from 'vitest';
import { groupByHall, printableHall, removalsCsv } from './removal-list';

const row = (town: string, location: string, slot: string, type: string, lost = ''): FilterRemovalRow => ({
  town,
  location,
  row: slot[0]!,
  num: Number(slot.slice(1)),
  display: `${town} / ${location} / ${slot}`,
  villager_type: type,
  Location: `${town} / ${location} / ${slot}`,
  Type: type,
  Lost: lost,
  lost: lost ? lost.split(', ') : [],
  lost_levels: [],
});

const rows = [
  row('bones', 'Vault', 'B2', 'Armorer'),
  row('canz', 'Hall 1', 'A2', 'Librarian'),
  row('canz', 'Hall 1', 'A4', 'Librarian', 'Protection III, Sharpness IV'),
  row('canz', 'North', 'C1', '=Librarian'),
];

describe('the removal list', () => {
  it('groups rows by town and location in their order', () => {
    expect(groupByHall(rows).map((hall) => [hall.town, hall.location, hall.rows.length])).toEqual([
      ['bones', 'Vault', 1],
      ['canz', 'Hall 1', 2],
      ['canz', 'North', 1],
    ]);
  });

  it('as CSV: a header, one line a villager, quoted where needed and formulas neutralised', () => {
    expect(removalsCsv(rows).split('\r\n')).toEqual([
      '\uFEFFTown,Location,Row,Num,Type,Lost',
      'bones,Vault,B,2,Armorer,',
      'canz,Hall 1,A,2,Librarian,',
      'canz,Hall 1,A,4,Librarian,"Protection III, Sharpness IV"',
      "canz,North,C,1,'=Librarian,",
      '',
    ]);
  });

  it('a hall printed: its title, its villagers and what goes with them, text escaped', () => {
    const page = printableHall({ town: 'canz', location: 'Hall <1>', rows: rows.slice(1, 3) });
    expect(page).toContain('<title>Villagers to remove: canz / Hall &#60;1&#62;</title>');
    expect(page).toContain('<p>2 villagers</p>');
    expect(page).toContain('<td>A4</td><td>Librarian</td><td>Protection III, Sharpness IV</td>');
    expect(page).toContain('<td>A2</td><td>Librarian</td><td>Nothing</td>');
  });
});
