import type { DeleteResult, Location, LocationResult, Town, TownResult } from '@tradehall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialect } from './helpers';
import { buildTradeWorld, countRows, lastLog, ok, type TradeWorld } from './trade-world';

let t: TestApp;
let w: TradeWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildTradeWorld(t);
});
afterAll(() => t.close());

const TOWN_NAME = 'Town name cannot be empty or already exists on this server.';

describe(`towns (${testDialect})`, () => {
  it('lists the towns of a server, or of every visible server without server_id', async () => {
    const a = await ok<Town[]>(w.member, 'GET', `/api/towns?server_id=${w.a.id}`);
    expect(a.map((town) => town.name)).toEqual(['bones', 'canz']);
    expect(a[0]).toEqual({ id: w.towns.bones, name: 'bones', server_id: w.a.id, row_version: 1 });
    expect((await ok<Town[]>(w.owner, 'GET', '/api/towns')).map((town) => town.name)).toEqual([
      'bones',
      'canz',
    ]);
    expect((await ok<Town[]>(w.outsider, 'GET', '/api/towns')).length).toBe(0);
    expect((await ok<Town[]>(w.auditor, 'GET', '/api/towns')).map((town) => town.name)).toEqual([
      'bones',
      'canz',
      'faraway',
    ]);
  });

  it('creates a town and refuses empty or taken names (ignoring case)', async () => {
    const created = await ok<TownResult>(
      w.member,
      'POST',
      '/api/towns',
      { name: 'hilltop', server_id: w.a.id },
      201,
    );
    expect(created).toMatchObject({ message: 'Town added.', town: { name: 'hilltop', server_id: w.a.id } });
    expect((await lastLog(t, 'towns')).details.after).toMatchObject({ name: 'hilltop' });

    for (const [name, status] of [
      ['', 400],
      ['   ', 400],
      ['CANZ', 409],
      ['Hilltop', 409],
    ] as const) {
      const response = await w.owner.request({
        method: 'POST',
        url: '/api/towns',
        payload: { name, server_id: w.a.id },
      });
      expect(response.statusCode, name).toBe(status);
      expect(response.json()).toEqual({ error: TOWN_NAME });
    }
    const noServer = await w.owner.request({ method: 'POST', url: '/api/towns', payload: { name: 'x' } });
    expect(noServer.statusCode).toBe(400);
    expect(noServer.json()).toEqual({ error: 'No server selected - select a server first.' });
    // The same name on another server is fine.
    await ok(w.other, 'POST', '/api/towns', { name: 'canz', server_id: w.b.id }, 201);
  });

  it('renames a town (logged), refuses a taken name and a stale row_version (409, nothing changes)', async () => {
    const town = (
      await ok<TownResult>(w.owner, 'POST', '/api/towns', { name: 'oasis', server_id: w.a.id }, 201)
    ).town;
    const renamed = await ok<TownResult>(w.owner, 'PUT', `/api/towns/${town.id}`, {
      name: 'Oasis',
      row_version: 1,
    });
    expect(renamed).toEqual({
      message: 'Town updated successfully!',
      town: { ...town, name: 'Oasis', row_version: 2 },
    });
    const log = await lastLog(t, 'towns');
    expect(log.details).toMatchObject({ before: { name: 'oasis' }, after: { name: 'Oasis' } });

    const stale = await w.member.request({
      method: 'PUT',
      url: `/api/towns/${town.id}`,
      payload: { name: 'Desert', row_version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(/changed by someone else/);
    const taken = await w.member.request({
      method: 'PUT',
      url: `/api/towns/${town.id}`,
      payload: { name: 'canz' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: TOWN_NAME });
    const towns = await ok<Town[]>(w.owner, 'GET', `/api/towns?server_id=${w.a.id}`);
    expect(towns.find((x) => x.id === town.id)).toMatchObject({ name: 'Oasis', row_version: 2 });
  });

  it('deletes a town with its locations and trades, leaving no orphans, and logs what went', async () => {
    const town = (
      await ok<TownResult>(w.owner, 'POST', '/api/towns', { name: 'fortress', server_id: w.a.id }, 201)
    ).town;
    for (const [location, num] of [
      ['Barracks', 1],
      ['Barracks', 2],
      ['Keep', 1],
    ] as const) {
      await ok(
        w.owner,
        'POST',
        '/api/trades',
        {
          server_id: w.a.id,
          town_id: town.id,
          location,
          row: 'A',
          num,
          villager_type: 'Librarian',
          cost_item1: 'Emerald',
          cost_amount1: 9,
          sell_item: 'Enchanted Book',
          enchantments: [{ name: 'Protection', level: 2 }],
        },
        201,
      );
    }
    const before = { trades: await countRows(t, 'trades'), locations: await countRows(t, 'locations') };
    const result = await ok<DeleteResult>(w.member, 'DELETE', `/api/towns/${town.id}`);
    expect(result).toEqual({ message: 'Town deleted.', deleted: { locations: 2, trades: 3 } });
    expect(await countRows(t, 'trades')).toBe(before.trades - 3);
    expect(await countRows(t, 'locations')).toBe(before.locations - 2);
    await expectNoOrphans(t);
    const log = await lastLog(t, 'towns');
    expect(log).toMatchObject({ action: 'delete', username: w.member.username });
    expect(log.details).toMatchObject({ before: { name: 'fortress' }, deleted: { locations: 2, trades: 3 } });
    expect(log.details.trade_ids).toHaveLength(3);
  });
});

describe(`locations (${testDialect})`, () => {
  it('lists a town’s locations; server_id must be the town’s server', async () => {
    const list = await ok<Location[]>(
      w.member,
      'GET',
      `/api/towns/${w.towns.canz}/locations?server_id=${w.a.id}`,
    );
    expect(list.map((l) => l.name)).toEqual(['Main Hall', 'North Wing']);
    expect(list[0]).toEqual({
      id: w.locations.mainHall,
      name: 'Main Hall',
      town_id: w.towns.canz,
      row_version: 1,
    });
    expect((await ok<Location[]>(w.member, 'GET', `/api/towns/${w.towns.canz}/locations`)).length).toBe(2);
    const mismatch = await w.admin.request({
      method: 'GET',
      url: `/api/towns/${w.towns.canz}/locations?server_id=${w.b.id}`,
    });
    expect(mismatch.statusCode).toBe(400);
  });

  it('creates a location (town by id or name), refusing empty and duplicate names', async () => {
    const created = await ok<LocationResult>(
      w.owner,
      'POST',
      `/api/towns/${w.towns.bones}/locations`,
      { name: 'Ossuary', server_id: w.a.id },
      201,
    );
    expect(created).toMatchObject({
      message: 'Location added.',
      location: { name: 'Ossuary', town_id: w.towns.bones },
    });
    const byName = await ok<LocationResult>(
      w.owner,
      'POST',
      '/api/towns/bones/locations',
      { name: 'Tomb', server_id: w.a.id },
      201,
    );
    expect(byName.location.town_id).toBe(w.towns.bones);
    const empty = await w.owner.request({
      method: 'POST',
      url: `/api/towns/${w.towns.bones}/locations`,
      payload: { name: ' ', server_id: w.a.id },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'A town must be selected and location name cannot be empty.' });
    const dup = await w.owner.request({
      method: 'POST',
      url: `/api/towns/${w.towns.bones}/locations`,
      payload: { name: 'ossuary', server_id: w.a.id },
    });
    expect(dup.statusCode).toBe(409);
  });

  it('renames a location with lost-update protection', async () => {
    const location = (
      await ok<LocationResult>(
        w.owner,
        'POST',
        `/api/towns/${w.towns.bones}/locations`,
        { name: 'Vault', server_id: w.a.id },
        201,
      )
    ).location;
    const renamed = await ok<LocationResult>(w.member, 'PUT', `/api/locations/${location.id}`, {
      name: 'Deep Vault',
      row_version: 1,
    });
    expect(renamed).toEqual({
      message: 'Location updated successfully!',
      location: { ...location, name: 'Deep Vault', row_version: 2 },
    });
    expect((await lastLog(t, 'locations')).details).toMatchObject({
      before: { name: 'Vault' },
      after: { name: 'Deep Vault' },
    });
    const stale = await w.owner.request({
      method: 'PUT',
      url: `/api/locations/${location.id}`,
      payload: { name: 'Cellar', row_version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    const list = await ok<Location[]>(w.owner, 'GET', `/api/towns/${w.towns.bones}/locations`);
    expect(list.find((l) => l.id === location.id)?.name).toBe('Deep Vault');
  });

  it('deletes a location with its trades', async () => {
    const location = (
      await ok<LocationResult>(
        w.owner,
        'POST',
        `/api/towns/${w.towns.bones}/locations`,
        { name: 'Shed', server_id: w.a.id },
        201,
      )
    ).location;
    await ok(
      w.owner,
      'POST',
      '/api/trades',
      {
        server_id: w.a.id,
        town_id: w.towns.bones,
        location: 'Shed',
        row: 'Z',
        num: 20,
        villager_type: 'Farmer',
        cost_item1: 'Potato',
        cost_amount1: 15,
        sell_item: 'Emerald',
      },
      201,
    );
    const result = await ok<DeleteResult>(w.owner, 'DELETE', `/api/locations/${location.id}`);
    expect(result).toEqual({ message: 'Location deleted.', deleted: { locations: 1, trades: 1 } });
    await expectNoOrphans(t);
    const log = await lastLog(t, 'locations');
    expect(log.action).toBe('delete');
    expect(log.details).toMatchObject({ before: { name: 'Shed' }, deleted: { trades: 1 } });
  });
});

async function expectNoOrphans(t: TestApp): Promise<void> {
  const db = t.app.deps.db;
  const orphanTrades = await db
    .selectFrom('trades as tr')
    .leftJoin('locations as l', 'l.id', 'tr.location_id')
    .leftJoin('towns as tw', 'tw.id', 'tr.town_id')
    .select('tr.id')
    .where((eb) => eb.or([eb('l.id', 'is', null), eb('tw.id', 'is', null)]))
    .execute();
  const orphanLocations = await db
    .selectFrom('locations as l')
    .leftJoin('towns as tw', 'tw.id', 'l.town_id')
    .select('l.id')
    .where('tw.id', 'is', null)
    .execute();
  const orphanEnchantments = await db
    .selectFrom('trade_enchantments as te')
    .leftJoin('trades as tr', 'tr.id', 'te.trade_id')
    .select('te.trade_id')
    .where('tr.id', 'is', null)
    .execute();
  expect({ orphanTrades, orphanLocations, orphanEnchantments }).toEqual({
    orphanTrades: [],
    orphanLocations: [],
    orphanEnchantments: [],
  });
}
