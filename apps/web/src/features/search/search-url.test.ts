import type { Town, Trade } from '@tradehall/contracts';
import { describe, expect, it } from 'vitest';
import { foundLocations } from './components/SearchMaps';
import { ALL, INITIAL_CRITERIA } from './search-criteria';
import {
  criteriaFromUrl,
  readResultsView,
  readSearchUrl,
  type SearchUrl,
  searchQuery,
  urlFromCriteria,
  writeSearchUrl,
} from './search-url';

const TOWNS: Town[] = [
  { id: 3, name: 'canz', server_id: 1, row_version: 1 },
  { id: 4, name: 'Bones', server_id: 1, row_version: 1 },
];

const EVERYTHING: SearchUrl = { text: '', town: '', location: '', villagerType: '', onlyEnchanted: true };

describe('readSearchUrl', () => {
  it.each([
    { query: '', search: null },
    { query: 'view=map', search: null },
    { query: 'q=', search: EVERYTHING },
    { query: 'q=mending&base=canz', search: { ...EVERYTHING, text: 'mending', town: 'canz' } },
    {
      query: 'base=canz&location=Main%20Hall',
      search: { ...EVERYTHING, town: 'canz', location: 'Main Hall' },
    },
    { query: 'location=Main%20Hall', search: EVERYTHING },
    {
      query: 'vt=Librarian&only_ench=false',
      search: { ...EVERYTHING, villagerType: 'Librarian', onlyEnchanted: false },
    },
    { query: 'q=%20book%20&only_ench=FALSE', search: { ...EVERYTHING, text: 'book', onlyEnchanted: false } },
    { query: 'only_ench=yes', search: EVERYTHING },
  ])('?$query', ({ query, search }) => {
    expect(readSearchUrl(new URLSearchParams(query))).toEqual(search);
  });
});

describe('writeSearchUrl', () => {
  it.each([
    { search: EVERYTHING, view: 'table' as const, query: 'q=' },
    {
      search: { ...EVERYTHING, text: 'mending', town: 'canz' },
      view: 'table' as const,
      query: 'q=mending&base=canz',
    },
    {
      search: {
        text: 'x',
        town: 'canz',
        location: 'Main Hall',
        villagerType: 'Librarian',
        onlyEnchanted: false,
      },
      view: 'map' as const,
      query: 'q=x&base=canz&location=Main+Hall&vt=Librarian&only_ench=false&view=map',
    },
    { search: { ...EVERYTHING, location: 'Hall' }, view: 'table' as const, query: 'q=' },
  ])('$query', ({ search, view, query }) => {
    const params = writeSearchUrl(search, view);
    expect(params.toString()).toBe(query);
    expect(readSearchUrl(params)).toEqual(search.town ? search : { ...search, location: '' });
    expect(readResultsView(params)).toBe(view);
  });
});

describe('the filters and the address', () => {
  it('shows no search as the initial filters', () => {
    expect(criteriaFromUrl(null, TOWNS)).toEqual(INITIAL_CRITERIA);
  });

  it('finds the town by name, exactly first, else ignoring case', () => {
    const search = { ...EVERYTHING, town: 'bones', location: 'Hall', villagerType: 'Farmer' };
    expect(criteriaFromUrl(search, TOWNS)).toEqual({
      townId: '4',
      location: 'Hall',
      villagerType: 'Farmer',
      text: '',
      onlyEnchanted: true,
    });
  });

  it('shows a town it does not know as All Towns, without its location', () => {
    const criteria = criteriaFromUrl({ ...EVERYTHING, town: 'nowhere', location: 'Hall' }, TOWNS);
    expect(criteria.townId).toBe(ALL);
    expect(criteria.location).toBe(ALL);
  });

  it('round-trips the filters through the address', () => {
    const criteria = {
      townId: '3',
      location: 'Library',
      villagerType: ALL,
      text: ' mending ',
      onlyEnchanted: false,
    };
    const url = urlFromCriteria(criteria, TOWNS);
    expect(url).toEqual({
      text: 'mending',
      town: 'canz',
      location: 'Library',
      villagerType: '',
      onlyEnchanted: false,
    });
    expect(criteriaFromUrl(url, TOWNS)).toEqual({ ...criteria, text: 'mending' });
  });
});

describe('searchQuery', () => {
  it('names the town, leaves out every All and the empty text, and always sends only_ench', () => {
    expect(searchQuery({ ...EVERYTHING, town: 'canz', location: 'Library' }, 7)).toEqual({
      q: undefined,
      base: 'canz',
      location: 'Library',
      vt: undefined,
      only_ench: 'true',
      server_id: 7,
    });
    expect(searchQuery({ ...EVERYTHING, text: 'book', onlyEnchanted: false }, null)).toMatchObject({
      q: 'book',
      only_ench: 'false',
      server_id: undefined,
    });
  });
});

describe('foundLocations', () => {
  const trade = (town: string, location: string, row: string, num: number, id: number) =>
    ({ id, town, location, row, num }) as Trade;

  it('groups by location, most villagers found first, each villager once', () => {
    const found = foundLocations([
      trade('canz', 'Library', 'A', 1, 1),
      trade('bones', 'Hall', 'B', 2, 2),
      trade('bones', 'Hall', 'B', 2, 3),
      trade('bones', 'Hall', 'C', 5, 4),
      trade('alpha', 'Hall', 'A', 1, 5),
    ]);
    expect(found.map((l) => [l.town, l.location, l.hits])).toEqual([
      ['bones', 'Hall', ['B2', 'C5']],
      ['alpha', 'Hall', ['A1']],
      ['canz', 'Library', ['A1']],
    ]);
    expect(found[0]?.trades).toHaveLength(3);
  });
});
