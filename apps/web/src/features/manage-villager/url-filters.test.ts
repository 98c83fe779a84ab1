import type { Town } from '@tradehall/contracts';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from './filters';
import { filtersFromUrl, readUrlFilters, urlFromFilters, writeUrlFilters } from './url-filters';

const TOWNS: Town[] = [
  { id: 3, name: 'canz', server_id: 1, row_version: 1 },
  { id: 4, name: 'Bones', server_id: 1, row_version: 1 },
];

describe('readUrlFilters', () => {
  it.each([
    { query: '', url: { town: '', type: '', location: '', row: '', num: '' } },
    {
      query: 'town=canz&location=Main%20Hall',
      url: { town: 'canz', type: '', location: 'Main Hall', row: '', num: '' },
    },
    {
      query: 'town=canz&type=Librarian&row=b&num=12',
      url: { town: 'canz', type: 'Librarian', location: '', row: 'B', num: '12' },
    },
    { query: 'town=canz&row=AA&num=21', url: { town: 'canz', type: '', location: '', row: '', num: '' } },
    { query: 'town=canz&num=0', url: { town: 'canz', type: '', location: '', row: '', num: '' } },
    { query: 'town=canz&num=1.5', url: { town: 'canz', type: '', location: '', row: '', num: '' } },
  ])('?$query', ({ query, url }) => {
    expect(readUrlFilters(new URLSearchParams(query))).toEqual(url);
  });
});

describe('writeUrlFilters', () => {
  it.each([
    {
      url: { town: 'canz', type: '', location: 'Main Hall', row: '', num: '' },
      query: 'town=canz&location=Main+Hall',
    },
    {
      url: { town: 'canz', type: 'Librarian', location: '', row: 'A', num: '1' },
      query: 'town=canz&type=Librarian&row=A&num=1',
    },
    { url: { town: '', type: 'Librarian', location: 'x', row: 'A', num: '1' }, query: '' },
  ])('$query', ({ url, query }) => {
    expect(writeUrlFilters(url).toString()).toBe(query);
  });
});

describe('filtersFromUrl and urlFromFilters', () => {
  it.each([
    { town: 'canz', townId: '3' },
    { town: 'bones', townId: '4' },
    { town: 'Bones', townId: '4' },
  ])('town $town is town $townId', ({ town, townId }) => {
    const filters = filtersFromUrl({ town, type: 'Cleric', location: 'Hall', row: 'C', num: '7' }, TOWNS);
    expect(filters).toEqual({ townId, villagerType: 'Cleric', location: 'Hall', row: 'C', num: '7' });
  });

  it('knows no town it cannot find, nor an address without one', () => {
    expect(filtersFromUrl({ town: 'hilltop', type: '', location: '', row: '', num: '' }, TOWNS)).toBeNull();
    expect(filtersFromUrl({ town: '', type: '', location: '', row: '', num: '' }, TOWNS)).toBeNull();
  });

  it('names the town of the filters, and round-trips through the address', () => {
    const filters = { ...EMPTY_FILTERS, townId: '4', location: 'Crypt', row: 'B', num: '2' };
    const url = urlFromFilters(filters, TOWNS);
    expect(url).toEqual({ town: 'Bones', type: '', location: 'Crypt', row: 'B', num: '2' });
    expect(filtersFromUrl(readUrlFilters(writeUrlFilters(url!)), TOWNS)).toEqual(filters);
    expect(urlFromFilters({ ...EMPTY_FILTERS, townId: '99' }, TOWNS)).toBeNull();
  });
});
