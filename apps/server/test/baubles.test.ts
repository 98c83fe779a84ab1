import { BAUBLE_TIERS, type Bauble, ROLES } from '@tradehall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from './helpers';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
});
afterAll(() => t.close());

async function listAll(): Promise<Bauble[]> {
  const response = await admin.request({ method: 'GET', url: '/api/baubles' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function byName(name: string): Promise<Bauble> {
  const found = (await listAll()).find((b) => b.name === name);
  if (!found) throw new Error(`no bauble ${name}`);
  return found;
}

const put = (session: Session, id: number, payload: object) =>
  session.request({ method: 'PUT', url: `/api/baubles/${id}`, payload });

function bodyOf(bauble: Bauble, changes: Partial<Bauble> = {}) {
  const { id: _id, ...rest } = { ...bauble, ...changes };
  return rest;
}

describe('GET /api/baubles', () => {
  it('lists every bauble with the guide fields, sorted by name', async () => {
    const all = await listAll();
    expect(all).toHaveLength(69);
    const names = all.map((b) => b.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    for (const bauble of all) {
      expect(BAUBLE_TIERS).toContain(bauble.tier);
      expect(Array.isArray(bauble.tags)).toBe(true);
      expect(bauble.name).not.toBe('');
      expect(bauble.type).not.toBe('');
    }
    expect(all.find((b) => b.name === 'Ankh Shield')).toMatchObject({
      type: 'any',
      tier: 'S',
      tags: ['defense', 'immunity'],
      icon: '',
      howToObtain: expect.stringContaining('Obsidian Shield'),
      upgradePath: expect.stringContaining('-> Ankh Shield'),
      sourceMod: 'Bountiful Baubles',
    });
  });

  it('answers every role, and nobody without a token', async () => {
    for (const role of ROLES) {
      const session = await t.loginAs(role);
      const response = await session.request({ method: 'GET', url: '/api/baubles' });
      expect(response.statusCode, role).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/baubles' })).statusCode).toBe(401);
  });
});

describe('PUT /api/baubles/{id}', () => {
  it('saves the whole bauble, answers a message and logs before and after', async () => {
    const ring = await byName('Ring of Overclocking');
    const response = await put(
      admin,
      ring.id,
      bodyOf(ring, {
        tier: 'S',
        tags: ['Mobility', 'utility', 'mobility'],
        description: 'Faster everything.',
        howToObtain: 'Dungeon chests.',
        upgradePath: 'None.',
      }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe("Bauble 'Ring of Overclocking' updated successfully.");
    expect(body.bauble).toMatchObject({
      tier: 'S',
      tags: ['mobility', 'utility'],
      description: 'Faster everything.',
      howToObtain: 'Dungeon chests.',
      upgradePath: 'None.',
      row_version: ring.row_version + 1,
    });
    expect(await byName('Ring of Overclocking')).toEqual(body.bauble);
    const log = await t.app.deps.db
      .selectFrom('logs')
      .selectAll()
      .where('table_name', '=', 'baubles')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ username: 'admin', action: 'update' });
    const details = JSON.parse(log.details);
    expect(details.before).toMatchObject({ tier: ring.tier, description: ring.description });
    expect(details.after).toMatchObject({ tier: 'S', description: 'Faster everything.' });
  });

  it('renames a bauble and accepts an icon path', async () => {
    const ring = await byName('Ring of Overclocking');
    const response = await put(
      admin,
      ring.id,
      bodyOf(ring, { name: 'Overclock Ring', icon: '/icons/ring.png' }),
    );
    expect(response.statusCode).toBe(200);
    expect((await byName('Overclock Ring')).icon).toBe('/icons/ring.png');
  });

  it.each([
    [{ tier: 'E' }, 'tier must be one of S, A, B, C, D, F.'],
    [{ tier: undefined }, 'tier'],
    [{ tags: 'mobility,utility' }, 'tags must be a list.'],
    [{ tags: [''] }, 'must not be empty'],
    [{ name: '' }, 'name is required.'],
    [{ name: undefined }, 'name is required.'],
    [{ type: undefined }, 'type'],
    [{ type: 'foot' }, 'type must be one of amulet, ring, belt, head, body, charm, any.'],
    [{ icon: 'javascript:alert(1)' }, 'icon must be empty, a /path or an http(s) URL.'],
  ])('refuses %j with 400 and changes nothing', async (changes, message) => {
    const shield = await byName('Ankh Shield');
    const response = await put(admin, shield.id, { ...bodyOf(shield), ...changes });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
    expect(await byName('Ankh Shield')).toEqual(shield);
  });

  it('refuses a name another bauble has, ignoring case (409)', async () => {
    const shield = await byName('Ankh Shield');
    const response = await put(admin, shield.id, bodyOf(shield, { name: 'cloud in a bottle' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe("A bauble named 'Cloud in a Bottle' already exists.");
  });

  it('refuses a save made on a stale copy (409)', async () => {
    const shield = await byName('Ankh Shield');
    expect((await put(admin, shield.id, bodyOf(shield, { description: 'first' }))).statusCode).toBe(200);
    const stale = await put(admin, shield.id, bodyOf(shield, { description: 'second' }));
    expect(stale.statusCode).toBe(409);
    expect((await byName('Ankh Shield')).description).toBe('first');
  });

  it('answers 404 for an unknown id', async () => {
    const shield = await byName('Ankh Shield');
    const response = await put(admin, 999_999, bodyOf(shield));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Bauble not found.' });
  });

  it('lets only admin edit (403 for every other role)', async () => {
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      const session = await t.loginAs(role);
      const shield = await byName('Ankh Shield');
      const response = await put(session, shield.id, bodyOf(shield, { description: role }));
      expect(response.statusCode, role).toBe(403);
      expect(response.json().error).toBe(`Your role (${role}) may not do this.`);
    }
  });
});
