import { QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ServerEventType } from '@tradehall/contracts';
import { describe, expect, it } from 'vitest';
import { dataTableKeys } from '../data-tables/keys';
import { enchantmentKeys } from '../enchantments/keys';
import { locationKeys } from '../locations/keys';
import { referenceKeys } from '../reference/keys';
import { serverKeys } from '../servers/keys';
import { townKeys } from '../towns/keys';
import { tradeKeys } from '../trades/keys';
import { staleKeysOf } from './invalidation';

/** Cached reads of servers 1 and 2 and of no server, by a name for the expectations. */
const CACHED: Record<string, QueryKey> = {
  serverList: serverKeys.list,
  towns1: townKeys.all(1),
  locations1: locationKeys.ofTown(1, 5),
  listing1: tradeKeys.listing(1, { town: 'canz' }),
  search1: tradeKeys.search(1, { search: 'mending' }, 1),
  sources1: tradeKeys.sources(1),
  towns2: townKeys.all(2),
  locations2: locationKeys.ofTown(2, 9),
  listing2: tradeKeys.listing(2, { town: 'bones' }),
  editorTrades: dataTableKeys.page('trades', 0, 100),
  editorTowns: dataTableKeys.page('towns', 0, 100),
  editorLocations: dataTableKeys.page('locations', 0, 100),
  editorServers: dataTableKeys.page('servers', 0, 100),
  enchantments: enchantmentKeys.list,
  reference: referenceKeys.villagerItems,
};

/** The names of the cached reads an event of server 1 leaves stale. */
async function staleAfter(type: ServerEventType): Promise<string[]> {
  const client = new QueryClient();
  for (const key of Object.values(CACHED)) client.setQueryData(key, 'cached');
  for (const queryKey of staleKeysOf(type, 1)) await client.invalidateQueries({ queryKey });
  return Object.entries(CACHED)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

describe('staleKeysOf: what an event of server 1 refreshes', () => {
  it.each<[ServerEventType, string[]]>([
    ['trades', ['listing1', 'search1', 'sources1', 'editorTrades']],
    ['towns', ['towns1', 'locations1', 'listing1', 'search1', 'sources1', 'editorTowns']],
    ['locations', ['towns1', 'locations1', 'listing1', 'search1', 'sources1', 'editorLocations']],
    ['server', ['serverList', 'towns1', 'locations1', 'listing1', 'search1', 'sources1', 'editorServers']],
  ])('%s', async (type, expected) => {
    expect(await staleAfter(type)).toEqual(expected);
  });
});
