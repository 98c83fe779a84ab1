import {
  QueryClient,
  QueryClientProvider,
  type QueryKey,
  type UseMutationResult,
} from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { aTrade } from '../../test/fixtures';
import { useRefreshTables } from './data-tables';
import { enchantmentKeys, useSaveEnchantment } from './enchantments';
import { locationKeys, useRenameLocation } from './locations';
import { modpackKeys } from './modpacks';
import { referenceKeys } from './reference';
import { serverKeys, useCreateServer, useDeleteServer } from './servers';
import { townKeys, useDeleteTown, useRenameTown } from './towns';
import { tradeKeys, useCreateTrade, useMoveTrades, useSaveTradeEdits } from './trades';

/**
 * Each mutation invalidates exactly the reads its write makes stale, on every screen: the cache is filled with
 * one read of each kind (two servers), the mutation runs against a stand-in for the HTTP API (the network is the
 * only thing replaced), and the test reads which entries were invalidated.
 */

const TOWN = { id: 4, name: 'canz', server_id: 1, row_version: 2 };
const LOCATION = { id: 9, name: 'Main Hall', town_id: 4, row_version: 2 };
const TRADE = aTrade({ id: 30, town_id: 4, location_id: 9, row_version: 2 });
const SERVER = { id: 1, name: 'SMP', modpack_id: 1, owner_username: 'u', members: [], row_version: 1 };
const ENCHANTMENT = {
  id: 5,
  name: 'Mending',
  mcid: 'minecraft:mending',
  rarity: 'Rare',
  maxlevel: 1,
  applicable: 'BREAKABLE',
  incompatibilities: '',
  description: '',
  curse: false,
  treasure: false,
  librarian: true,
  row_version: 2,
};

/** What the stand-in answers, by method and path. */
const ANSWERS: Record<string, unknown> = {
  'PUT /api/towns/4': { message: 'Town updated successfully!', town: TOWN },
  'DELETE /api/towns/4': { message: 'Town deleted.', deleted: { locations: 1, trades: 3 } },
  'PUT /api/locations/9': { message: 'Location updated successfully!', location: LOCATION },
  'POST /api/trades': TRADE,
  'PUT /api/trades/30': TRADE,
  'POST /api/trades/move': { message: 'Moved 1 trade.', trade_ids: [30] },
  'POST /api/servers': { message: 'Server added.', server: SERVER },
  'DELETE /api/servers/1': { message: 'Server deleted.', deleted: { towns: 1 } },
  'PUT /api/enchantments/5': { message: 'Saved Mending.', enchantment: ENCHANTMENT, also_updated: [] },
};

beforeEach(() => {
  fakeApi(ANSWERS);
});
afterEach(() => vi.unstubAllGlobals());

/** One cached read of each kind, for servers 1 and 2. */
const READS = {
  towns1: townKeys.all(1),
  locations1: locationKeys.ofTown(1, 4),
  listing1: tradeKeys.listing(1, { town: 'canz' }),
  search1: tradeKeys.search(1, { q: 'mending' }, 1),
  sources1: tradeKeys.sources(1),
  towns2: townKeys.all(2),
  listing2: tradeKeys.listing(2, { town: 'bones' }),
  servers: serverKeys.list,
  enchantments: enchantmentKeys.list,
  enchantmentNames: enchantmentKeys.names,
  applicable: referenceKeys.applicable('SWORD'),
  villagerItems: referenceKeys.villagerItems,
  modpacks: modpackKeys.all,
} satisfies Record<string, QueryKey>;
type Read = keyof typeof READS;

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const key of Object.values(READS)) client.setQueryData(key, []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const invalidated = () =>
    (Object.keys(READS) as Read[]).filter((name) => client.getQueryState(READS[name])?.isInvalidated).sort();
  return { client, wrapper, invalidated };
}

async function run<V>(useIt: () => UseMutationResult<unknown, Error, V>, variables: V): Promise<Read[]> {
  const { wrapper, invalidated } = setup();
  const { result } = renderHook(useIt, { wrapper });
  await act(() => result.current.mutateAsync(variables));
  return invalidated();
}

const SERVER_1_READS: Read[] = ['listing1', 'locations1', 'search1', 'sources1', 'towns1'];

describe('mutations invalidate what their write makes stale', () => {
  it.each([
    {
      name: 'renaming a town: its server’s towns, locations and every trade read (names show there)',
      reads: () => run(() => useRenameTown(1), { id: 4, body: { name: 'canz2', row_version: 1 } }),
      expected: SERVER_1_READS,
    },
    {
      name: 'deleting a town: the same',
      reads: () => run(() => useDeleteTown(1), 4),
      expected: SERVER_1_READS,
    },
    {
      name: 'renaming a location: the same',
      reads: () => run(() => useRenameLocation(1), { id: 9, body: { name: 'Hall', row_version: 1 } }),
      expected: SERVER_1_READS,
    },
    {
      name: 'adding a trade: its server’s trade reads and towns (a new location may appear)',
      reads: () =>
        run(() => useCreateTrade(1), {
          ...TRADE,
          server_id: 1,
          town: 'canz',
          location: 'Main Hall',
          enchantments: [],
        }),
      expected: SERVER_1_READS,
    },
    {
      name: 'saving edits: the same',
      reads: () => run(() => useSaveTradeEdits(1), [{ trade: TRADE, body: { ...TRADE, row_version: 2 } }]),
      expected: SERVER_1_READS,
    },
    {
      name: 'moving trades: the same',
      reads: () =>
        run(() => useMoveTrades(1), {
          action: 'Move',
          trade_ids: [30],
          new_location: { town: 'canz', location: 'Annex', row: 'B', num: 2, town_id: 4 },
        }),
      expected: SERVER_1_READS,
    },
    {
      name: 'adding a server: the server list only',
      reads: () => run(() => useCreateServer(), { name: 'New', modpack_id: 1 }),
      expected: ['servers'],
    },
    {
      name: 'saving an enchantment: enchantments, applicable lists and every server’s trade reads',
      reads: () =>
        run(() => useSaveEnchantment(), {
          id: 5,
          body: {
            name: ENCHANTMENT.name,
            mcid: ENCHANTMENT.mcid,
            rarity: 'Rare',
            maxlevel: 1,
            applicable: ENCHANTMENT.applicable,
            incompatibilities: '',
            description: '',
            row_version: 2,
          },
        }),
      expected: [
        'applicable',
        'enchantmentNames',
        'enchantments',
        'listing1',
        'listing2',
        'locations1',
        'search1',
        'sources1',
        'towns1',
        'towns2',
      ],
    },
  ] as { name: string; reads: () => Promise<Read[]>; expected: Read[] }[])(
    '$name',
    async ({ reads, expected }) => {
      expect(await reads()).toEqual([...expected].sort());
    },
  );

  it('deleting a server drops its reads and refreshes the list; other servers keep theirs', async () => {
    const { client, wrapper, invalidated } = setup();
    const { result } = renderHook(() => useDeleteServer(), { wrapper });
    await act(() => result.current.mutateAsync(1));
    expect(invalidated()).toEqual(['servers']);
    expect(client.getQueryState(READS.towns1)).toBeUndefined();
    expect(client.getQueryState(READS.listing1)).toBeUndefined();
    expect(client.getQueryState(READS.towns2)).toBeDefined();
  });

  it.each([
    {
      tables: ['towns'],
      expected: ['listing1', 'listing2', 'locations1', 'search1', 'sources1', 'towns1', 'towns2'],
    },
    { tables: ['villager_items'], expected: ['applicable', 'villagerItems'] },
    { tables: ['modpacks'], expected: ['modpacks'] },
    {
      tables: ['servers'],
      expected: ['listing1', 'listing2', 'locations1', 'search1', 'servers', 'sources1', 'towns1', 'towns2'],
    },
  ] as { tables: string[]; expected: Read[] }[])(
    'a data-editor write or import of $tables refreshes its readers',
    async ({ tables, expected }) => {
      const { wrapper, invalidated } = setup();
      const { result } = renderHook(() => useRefreshTables(), { wrapper });
      await act(() => result.current(tables));
      expect(invalidated()).toEqual([...expected].sort());
    },
  );
});
