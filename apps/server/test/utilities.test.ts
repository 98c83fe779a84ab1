import { ROLES } from '@tradehall/contracts';
import { townName } from '@tradehall/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from './helpers';

let t: TestApp;
let player: Session;

beforeAll(async () => {
  t = await createTestApp();
  player = await t.loginAs('user');
});
afterAll(() => t.close());

const get = (session: Session, url: string) => session.request({ method: 'GET', url });

/** Minecraft's level formula, written out again so the test does not trust the code it checks. */
function pointsToReach(level: number): number {
  if (level <= 16) return level ** 2 + 6 * level;
  if (level <= 31) return 2.5 * level ** 2 - 40.5 * level + 360;
  return 4.5 * level ** 2 - 162.5 * level + 2220;
}

describe('GET /api/xp_tomes', () => {
  it('answers the whole tomes (1,395 points each) for every level 1 to 100', async () => {
    for (let level = 1; level <= 100; level++) {
      const response = await get(player, `/api/xp_tomes?level=${level}`);
      expect(response.statusCode, `level ${level}`).toBe(200);
      const points = pointsToReach(level);
      expect(response.json(), `level ${level}`).toEqual({
        level,
        needed: Math.ceil(points / 1395),
        xp_points: points,
        tome_points: 1395,
      });
    }
  });

  it.each([
    [1, 7, 1],
    [16, 352, 1],
    [17, 394, 1],
    [30, 1395, 1],
    [31, 1507, 2],
    [32, 1628, 2],
    [50, 5345, 4],
    [100, 30970, 23],
  ])('level %i takes %i points and %i tome(s)', async (level, points, tomes) => {
    const response = await get(player, `/api/xp_tomes?level=${level}`);
    expect(response.json()).toMatchObject({ xp_points: points, needed: tomes });
  });

  it.each(['0', '101', '-1', '2.5', 'abc', '', '1e2', '0x10', '99999999999999999999'])(
    'refuses level=%j with the spec message',
    async (level) => {
      const response = await get(player, `/api/xp_tomes?level=${encodeURIComponent(level)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Target level must be between 1 and 100.' });
    },
  );

  it('refuses a missing level with the spec message', async () => {
    const response = await get(player, '/api/xp_tomes');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Target level must be between 1 and 100.' });
  });

  it('is open to the tool roles and refuses auditor (403)', async () => {
    for (const role of ROLES) {
      const session = await t.loginAs(role);
      const response = await get(session, '/api/xp_tomes?level=10');
      expect(response.statusCode, role).toBe(role === 'auditor' ? 403 : 200);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/xp_tomes?level=10' })).statusCode).toBe(401);
  });
});

describe('GET /api/town_name', () => {
  const nameAt = async (coords: string) => {
    const response = await get(player, `/api/town_name?coords=${encodeURIComponent(coords)}`);
    expect(response.statusCode, coords).toBe(200);
    return response.json().name as string;
  };

  it('names the town at X,Y with the current generator version', async () => {
    const response = await get(player, '/api/town_name?coords=1200,-350');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ name: townName(1200, -350), x: 1200, y: -350, version: 1 });
    expect(body.name).toMatch(/^[A-Z][A-Za-z' -]+$/);
  });

  it('reads a position pasted from F3 as its block X and Z', async () => {
    const response = await get(player, `/api/town_name?coords=${encodeURIComponent('1200.5 / 64 / -350.5')}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: townName(1200, -351), x: 1200, y: -351, version: 1 });
  });

  it('gives the same name for the same coordinates every time, with or without spaces or a version', async () => {
    const first = await nameAt('-4500,812');
    expect(await nameAt('-4500,812')).toBe(first);
    expect(await nameAt(' -4500 , 812 ')).toBe(first);
    const pinned = await get(player, '/api/town_name?coords=-4500,812&version=1');
    expect(pinned.json().name).toBe(first);
  });

  it('gives nearby coordinates different names (few collisions in a 20 × 20 block area)', async () => {
    const names: string[] = [];
    for (let x = 500; x < 520; x++) {
      for (let y = -300; y < -280; y++) names.push(await nameAt(`${x},${y}`));
    }
    const distinct = new Set(names).size;
    expect(distinct / names.length).toBeGreaterThan(0.95);
  });

  it.each([
    ['', 'Enter coordinates in X,Y format.'],
    ['100', 'Enter coordinates in X,Y format.'],
    ['100 200', 'Enter coordinates in X,Y format.'],
    ['1,2,3', 'Enter coordinates in X,Y format.'],
    ['abc,5', 'X must be a whole number.'],
    ['1.5,2', 'X must be a whole number.'],
    ['12,abc', 'Y must be a whole number.'],
    ['12,', 'Y must be a whole number.'],
    ['40000000,0', 'X must be between -30000000 and 30000000.'],
    ['0,-30000001', 'Y must be between -30000000 and 30000000.'],
  ])('refuses coords=%j with %j', async (coords, message) => {
    const response = await get(player, `/api/town_name?coords=${encodeURIComponent(coords)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
  });

  it('refuses a missing coords parameter, too long text and an unknown version', async () => {
    const missing = await get(player, '/api/town_name');
    expect(missing.json()).toEqual({ error: 'Enter coordinates in X,Y format.' });
    const long = await get(player, `/api/town_name?coords=${'1'.repeat(101)},2`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('coords must be at most 100 characters.');
    const version = await get(player, '/api/town_name?coords=1,2&version=99');
    expect(version.statusCode).toBe(400);
    expect(version.json().error).toBe('Unknown town-name version: use one of 1.');
  });

  it('is open to the tool roles and refuses auditor (403)', async () => {
    for (const role of ROLES) {
      const session = await t.loginAs(role);
      const response = await get(session, '/api/town_name?coords=1,2');
      expect(response.statusCode, role).toBe(role === 'auditor' ? 403 : 200);
    }
  });
});
