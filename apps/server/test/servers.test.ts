import type { DeleteResult, Modpack, Server, ServerResult } from '@tradehall/contracts';
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

const serverNames = async (session: TradeWorld['owner']) =>
  (await ok<Server[]>(session, 'GET', '/api/servers')).map((s) => s.name);

describe(`servers (${testDialect})`, () => {
  it('lists the servers a user owns or belongs to, with owner and members; staff see all', async () => {
    const mine = await ok<Server[]>(w.owner, 'GET', '/api/servers');
    expect(mine).toEqual([
      {
        id: w.a.id,
        name: 'Server A',
        modpack_id: w.modpackId,
        owner_username: w.owner.username,
        members: [w.member.username],
      },
    ]);
    expect(await serverNames(w.member)).toEqual(['Server A']);
    expect(await serverNames(w.other)).toEqual(['Server B']);
    expect(await serverNames(w.outsider)).toEqual([]);
    expect(await serverNames(w.auditor)).toEqual(['Server A', 'Server B']);
    expect(await serverNames(w.admin)).toEqual(['Server A', 'Server B']);
  });

  it('lists modpacks for the server panel, with their anvil rules, by name', async () => {
    const listed = await ok<Modpack[]>(w.outsider, 'GET', '/api/modpacks');
    expect(listed.map(({ modpack, version }) => `${modpack} ${version}`)).toEqual([
      'Minecraft 1.12.2',
      'RLCraft 2.9.x',
      'RLCraft 2.9.3',
    ]);
    // Written straight into the table by the test world: no cap, vanilla prior work (the columns' defaults).
    expect(listed.find((m) => m.id === w.modpackId)).toEqual({
      id: w.modpackId,
      modpack: 'RLCraft',
      version: '2.9.3',
      anvil_level_cap: null,
      anvil_prior_work: 'vanilla',
    });
  });

  it('creates a server owned by the caller and logs it', async () => {
    const result = await ok<ServerResult>(
      w.outsider,
      'POST',
      '/api/servers',
      { name: 'Mine', modpack_id: w.modpackId },
      201,
    );
    expect(result).toMatchObject({
      message: 'Server added.',
      server: { name: 'Mine', owner_username: w.outsider.username, members: [] },
    });
    expect(await serverNames(w.outsider)).toEqual(['Mine']);
    const log = await lastLog(t, 'servers');
    expect(log).toMatchObject({ username: w.outsider.username, action: 'create' });
    expect(log.details.after).toMatchObject({ name: 'Mine' });
    await ok(w.outsider, 'DELETE', `/api/servers/${result.server.id}`);
  });

  it.each([
    [{ modpack_id: 1 }],
    [{ name: '  ', modpack_id: 1 }],
    [{ name: 'No pack' }],
    [{ name: 'Unknown pack', modpack_id: 999 }],
  ])('refuses %j with the spec message and writes nothing', async (payload) => {
    const before = await countRows(t, 'servers');
    const response = await w.owner.request({ method: 'POST', url: '/api/servers', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Server name and modpack are required.' });
    expect(await countRows(t, 'servers')).toBe(before);
  });

  it('lets the owner change the modpack and name, logging before and after', async () => {
    const pack = await t.app.deps.db
      .insertInto('modpacks')
      .values({ modpack: 'RLCraft', version: '2.9.1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const result = await ok<ServerResult>(w.owner, 'PUT', `/api/servers/${w.a.id}`, {
      modpack_id: pack.id,
      name: 'Server A',
    });
    expect(result).toMatchObject({ message: 'Server updated.', server: { modpack_id: pack.id } });
    const log = await lastLog(t, 'servers');
    expect(log.details).toMatchObject({
      before: { modpack_id: w.modpackId },
      after: { modpack_id: pack.id },
    });
    await ok(w.owner, 'PUT', `/api/servers/${w.a.id}`, { modpack_id: w.modpackId });
  });

  it('refuses server management to members (owner only), non-members and auditors', async () => {
    const put = (session: TradeWorld['owner']) =>
      session.request({ method: 'PUT', url: `/api/servers/${w.a.id}`, payload: { modpack_id: w.modpackId } });
    const byMember = await put(w.member);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().error).toMatch(/owner/);
    const byOutsider = await put(w.outsider);
    expect(byOutsider.statusCode).toBe(403);
    expect(byOutsider.json()).toEqual({ error: 'You are not a member of this server.' });
    expect((await put(w.auditor)).statusCode).toBe(403);
    const byAdmin = await put(w.admin);
    expect(byAdmin.statusCode).toBe(200);
  });

  it('adds existing users as members, refusing unknown users and duplicates', async () => {
    const result = await ok<ServerResult>(w.owner, 'POST', `/api/servers/${w.a.id}/members`, {
      username: w.outsider.username,
    });
    expect(result.message).toBe('Member added.');
    expect(result.server.members).toContain(w.outsider.username);
    expect(await serverNames(w.outsider)).toEqual(['Server A']);
    const log = await lastLog(t, 'server_members');
    expect(log.details).toMatchObject({ member: w.outsider.username });

    const again = await w.owner.request({
      method: 'POST',
      url: `/api/servers/${w.a.id}/members`,
      payload: { username: w.outsider.username },
    });
    expect(again.statusCode).toBe(409);
    const unknown = await w.owner.request({
      method: 'POST',
      url: `/api/servers/${w.a.id}/members`,
      payload: { username: 'nobody_here' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe("No user named 'nobody_here'.");
    await t.app.deps.db
      .deleteFrom('server_members')
      .where('server_id', '=', w.a.id)
      .where('user_id', 'in', (eb) =>
        eb.selectFrom('users').select('id').where('username', '=', w.outsider.username),
      )
      .execute();
  });

  it('deletes a server with its towns, locations and trades in one go, logging what went', async () => {
    const server = (
      await ok<ServerResult>(
        w.outsider,
        'POST',
        '/api/servers',
        { name: 'Doomed', modpack_id: w.modpackId },
        201,
      )
    ).server;
    const town = (
      await ok<{ town: { id: number } }>(
        w.outsider,
        'POST',
        '/api/towns',
        { name: 'x', server_id: server.id },
        201,
      )
    ).town;
    await ok(
      w.outsider,
      'POST',
      '/api/trades',
      {
        server_id: server.id,
        town_id: town.id,
        location: 'Hall',
        row: 'A',
        num: 1,
        villager_type: 'Librarian',
        cost_item1: 'Emerald',
        cost_amount1: 5,
        sell_item: 'Enchanted Book',
        enchantments: [{ name: 'Unbreaking', level: 3 }],
      },
      201,
    );
    await ok(w.outsider, 'POST', `/api/servers/${server.id}/members`, { username: w.member.username });
    const counts = {
      trades: await countRows(t, 'trades'),
      towns: await countRows(t, 'towns'),
      locations: await countRows(t, 'locations'),
      enchantments: await countRows(t, 'trade_enchantments'),
    };

    expect((await w.member.request({ method: 'DELETE', url: `/api/servers/${server.id}` })).statusCode).toBe(
      403,
    );
    const result = await ok<DeleteResult>(w.outsider, 'DELETE', `/api/servers/${server.id}`);
    expect(result).toEqual({
      message: 'Server deleted.',
      deleted: { towns: 1, locations: 1, trades: 1, members: 1 },
    });
    expect(await countRows(t, 'trades')).toBe(counts.trades - 1);
    expect(await countRows(t, 'towns')).toBe(counts.towns - 1);
    expect(await countRows(t, 'locations')).toBe(counts.locations - 1);
    expect(await countRows(t, 'trade_enchantments')).toBe(counts.enchantments - 1);
    const log = await lastLog(t, 'servers');
    expect(log).toMatchObject({ action: 'delete', username: w.outsider.username });
    expect(log.details).toMatchObject({
      before: { name: 'Doomed' },
      deleted: result.deleted,
      towns: [{ name: 'x' }],
    });
    expect(await serverNames(w.outsider)).toEqual([]);
  });
});
