import { allows, ROLES } from '@tradehall/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from './helpers';

/**
 * Walks every /api route × every role: no token answers 401, a role outside the route's permission answers 403
 * with the role message, and an allowed role never gets the role refusal (it may still get 400/404/403 for
 * membership, which other tests cover).
 */
let t: TestApp;
const sessions = new Map<string, Session>();

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) sessions.set(role, await t.loginAs(role));
});
afterAll(() => t.close());

const SAMPLE_PARAMS: Record<string, string> = { username: 'nobody', table: 'trades', town: '999999' };
const fillParams = (url: string) =>
  url.replace(/:(\w+)/g, (_m, name: string) => SAMPLE_PARAMS[name] ?? '999999');

describe('route × role access', () => {
  it('every /api route declares its access and the list is not empty', () => {
    expect(t.app.routeAccess.length).toBeGreaterThan(5);
    for (const entry of t.app.routeAccess) expect(entry.access).toBeTruthy();
  });

  it('refuses every non-public route without a token (401)', async () => {
    for (const route of t.app.routeAccess.filter((r) => r.access !== 'public')) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: fillParams(route.url),
        payload: {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('refuses roles outside the permission with 403 and lets allowed roles through', async () => {
    for (const route of t.app.routeAccess.filter((r) => r.access !== 'public')) {
      for (const role of ROLES) {
        const session = sessions.get(role)!;
        const response = await session.request({
          method: route.method as 'GET',
          url: fillParams(route.url),
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        const allowed = allows(route.access, role);
        const label = `${role} ${route.method} ${route.url} → ${response.statusCode} ${response.body.slice(0, 120)}`;
        if (allowed) {
          expect(response.statusCode, label).not.toBe(401);
          const refusedForRole =
            response.statusCode === 403 && /^Your role/.test(response.json().error ?? '');
          expect(refusedForRole, label).toBe(false);
        } else {
          expect(response.statusCode, label).toBe(403);
          expect(response.json().error, label).toBe(`Your role (${role}) may not do this.`);
        }
      }
    }
  });
});
