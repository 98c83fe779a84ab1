import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRow } from './admin-support';
import { createTestApp, type Session, type TestApp, testDialect } from './helpers';

let t: TestApp;
let admin: Session;
let dataManager: Session;
let auditor: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
  dataManager = await t.loginAs('data_manager');
  auditor = await t.loginAs('auditor');
});
afterAll(() => t.close());

const url = '/api/data_editor/tables/modpacks';

describe(`modpacks through the data editor (${testDialect})`, () => {
  it('adds a modpack with a trimmed name and an optional version, and logs it', async () => {
    const response = await dataManager.request({ method: 'POST', url, payload: { modpack: '  RLCraft  ' } });
    expect(response.statusCode, response.body).toBe(201);
    const { row } = response.json();
    expect(row).toMatchObject({ modpack: 'RLCraft', version: '', row_version: 1 });
    const log = await t.app.deps.db
      .selectFrom('logs')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ username: dataManager.username, action: 'create', table_name: 'modpacks' });
    expect(JSON.parse(log.details).after).toMatchObject({ modpack: 'RLCraft' });
  });

  it.each([[{ modpack: '   ' }], [{ modpack: '', version: '1.0' }], [{ version: '1.0' }]])(
    "refuses %j with 'Modpack name is required.'",
    async (payload) => {
      const response = await admin.request({ method: 'POST', url, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Modpack name is required.' });
    },
  );

  it('lists modpacks with the fields modpack, version and the anvil rules', async () => {
    const response = await auditor.request({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.columns.map((c: { name: string }) => c.name)).toEqual([
      'id',
      'modpack',
      'version',
      'anvil_level_cap',
      'anvil_prior_work',
      'row_version',
    ]);
    expect(body.rows.some((r: { modpack: string }) => r.modpack === 'RLCraft')).toBe(true);
  });

  it('saves a changed name and version, logging before and after', async () => {
    const created = await createRow(admin, 'modpacks', { modpack: 'Old', version: '1' });
    const response = await admin.request({
      method: 'PUT',
      url: `${url}/${created.id}`,
      payload: { ...created, modpack: 'New', version: '2' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().row).toMatchObject({
      id: created.id,
      modpack: 'New',
      version: '2',
      row_version: 2,
    });
    const log = await t.app.deps.db
      .selectFrom('logs')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(log.details)).toMatchObject({
      before: { modpack: 'Old', version: '1' },
      after: { modpack: 'New', version: '2' },
    });
  });

  it('refuses a save made on a stale copy (409) and an unknown id (404)', async () => {
    const created = await createRow(admin, 'modpacks', { modpack: 'Stale' });
    await admin.request({
      method: 'PUT',
      url: `${url}/${created.id}`,
      payload: { ...created, version: 'a' },
    });
    const stale = await admin.request({
      method: 'PUT',
      url: `${url}/${created.id}`,
      payload: { ...created, version: 'b' },
    });
    expect(stale.statusCode).toBe(409);
    const missing = await admin.request({ method: 'PUT', url: `${url}/999999`, payload: { modpack: 'x' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toContain('not found');
  });

  it('refuses to delete a modpack while a server uses it, then deletes it once unused', async () => {
    const modpack = await createRow(admin, 'modpacks', { modpack: 'InUse' });
    const server = await createRow(admin, 'servers', { name: 'Survival', modpack_id: modpack.id! });
    const refused = await admin.request({ method: 'DELETE', url: `${url}/${modpack.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      "This modpack is used by 1 server ('Survival') and cannot be deleted. Change their modpack first.",
    );
    await admin.request({ method: 'DELETE', url: `/api/data_editor/tables/servers/${server.id}` });
    const deleted = await admin.request({ method: 'DELETE', url: `${url}/${modpack.id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(
      (await auditor.request({ method: 'GET', url }))
        .json()
        .rows.some((r: { id: number }) => r.id === modpack.id),
    ).toBe(false);
  });

  it('lets the auditor read but not add, save or delete', async () => {
    const created = await createRow(admin, 'modpacks', { modpack: 'ReadOnly' });
    for (const request of [
      { method: 'POST' as const, url, payload: { modpack: 'X' } },
      { method: 'PUT' as const, url: `${url}/${created.id}`, payload: { modpack: 'X' } },
      { method: 'DELETE' as const, url: `${url}/${created.id}` },
    ]) {
      const response = await auditor.request(request);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('Your role (auditor) may not do this.');
    }
  });
});
