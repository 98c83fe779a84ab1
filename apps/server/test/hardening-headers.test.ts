import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDialect } from './helpers';
import { buildTradeWorld, type TradeWorld } from './trade-world';

/**
 * Response headers of the API:
 * - every /api answer (data, errors, sign-in tokens, 401/404) is `Cache-Control: no-store`, so no browser or proxy
 *   cache keeps personal or server data; only the Swagger UI's static files (/api/docs/static/*) may be cached;
 * - `Strict-Transport-Security` and the CSP's `upgrade-insecure-requests` only over HTTPS: on plain HTTP (the LAN
 *   address the start-up log suggests) they would make the browser ask for the scripts over HTTPS and show a blank
 *   page. Behind a proxy, HTTPS is read from `X-Forwarded-Proto` only when TRUST_PROXY trusts the peer.
 */
let t: TestApp;
let w: TradeWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildTradeWorld(t);
});
afterAll(() => t.close());

const cacheControl = (response: LightMyRequestResponse) => response.headers['cache-control'];
const csp = (response: LightMyRequestResponse) => String(response.headers['content-security-policy'] ?? '');

describe(`Cache-Control on /api (${testDialect})`, () => {
  it('is no-store on data answers of every kind of route', async () => {
    const gets = [
      '/api/me',
      '/api/servers',
      '/api/modpacks',
      '/api/towns',
      `/api/towns/${w.towns.canz}/locations`,
      `/api/trades?server_id=${w.a.id}`,
      `/api/trades/search?q=mending&server_id=${w.a.id}`,
      '/api/enchantments',
      '/api/baubles',
      '/api/logs',
      '/api/admin/users',
      '/api/data_editor/tables',
      '/api/optimizer/configs',
      '/api/xp_tomes?level=10',
      '/api/hello',
    ];
    for (const url of gets) {
      const response = await w.admin.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(cacheControl(response), url).toBe('no-store');
    }
  });

  it('is no-store on the sign-in answer (it carries the token) and on writes', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: w.owner.username, password: 'player-password' },
    });
    expect(login.statusCode).toBe(200);
    expect(cacheControl(login)).toBe('no-store');
    const created = await w.owner.request({
      method: 'POST',
      url: '/api/towns',
      payload: { name: 'Cache Town', server_id: w.a.id },
    });
    expect(created.statusCode).toBe(201);
    expect(cacheControl(created)).toBe('no-store');
  });

  it('is no-store on refusals and errors too (401, 403, 400, 404)', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/servers' }),
      await w.owner.request({ method: 'GET', url: '/api/logs' }),
      await w.owner.request({ method: 'GET', url: '/api/trades?server_id=0' }),
      await w.owner.request({ method: 'GET', url: '/api/no-such-route' }),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([401, 403, 400, 404]);
    for (const response of answers) expect(cacheControl(response), response.body).toBe('no-store');
  });

  it('is no-store on the OpenAPI document, while the Swagger UI files keep their own caching', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(cacheControl(json)).toBe('no-store');
    const asset = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui.css' });
    expect(asset.statusCode).toBe(200);
    expect(cacheControl(asset)).not.toBe('no-store');
  });
});

describe('HSTS and upgrade-insecure-requests only over HTTPS', () => {
  const httpsHeaders = { 'x-forwarded-proto': 'https' };

  it('are absent over plain HTTP (a LAN address), while the rest of the CSP stays', async () => {
    for (const url of ['/api/hello', '/api/docs']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
      expect(csp(response), url).not.toContain('upgrade-insecure-requests');
    }
    const hello = await t.app.inject({ method: 'GET', url: '/api/hello' });
    expect(csp(hello)).toContain("default-src 'self'");
    expect(csp(hello)).toContain("script-src 'self' 'wasm-unsafe-eval';");
  });

  it('ignore X-Forwarded-Proto without TRUST_PROXY (a client could send it)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/hello', headers: httpsHeaders });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(csp(response)).not.toContain('upgrade-insecure-requests');
  });

  it('ignore X-Forwarded-Proto from a peer TRUST_PROXY does not name', async () => {
    const other = await createTestApp({ trustProxy: '10.1.2.3' });
    try {
      const response = await other.app.inject({ method: 'GET', url: '/api/hello', headers: httpsHeaders });
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(csp(response)).not.toContain('upgrade-insecure-requests');
    } finally {
      await other.close();
    }
  });

  it('are sent behind a trusted proxy when the original request was HTTPS', async () => {
    const proxied = await createTestApp({ trustProxy: 'loopback' });
    try {
      for (const url of ['/api/hello', '/api/docs', '/api/no-such-route']) {
        const response = await proxied.app.inject({ method: 'GET', url, headers: httpsHeaders });
        expect(response.headers['strict-transport-security'], url).toBe(
          'max-age=31536000; includeSubDomains',
        );
        expect(csp(response), url).toContain('upgrade-insecure-requests');
        expect(csp(response).match(/upgrade-insecure-requests/g), url).toHaveLength(1);
      }
      const hello = await proxied.app.inject({ method: 'GET', url: '/api/hello', headers: httpsHeaders });
      expect(csp(hello)).toContain("default-src 'self'");
      const plain = await proxied.app.inject({
        method: 'GET',
        url: '/api/hello',
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      expect(csp(plain)).not.toContain('upgrade-insecure-requests');
    } finally {
      await proxied.close();
    }
  });

  it('apply to the web app the same way, which keeps its own caching', async () => {
    const webDist = await mkdtemp(join(tmpdir(), 'tradehall-web-test-'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><script src="/app.js"></script>');
    await writeFile(join(webDist, 'app.js'), 'console.log(1);');
    const served = await createTestApp({ webDist, trustProxy: 'loopback' });
    try {
      for (const url of ['/', '/search', '/app.js']) {
        const plain = await served.app.inject({ method: 'GET', url });
        expect(plain.statusCode, url).toBe(200);
        expect(plain.headers['strict-transport-security'], url).toBeUndefined();
        expect(csp(plain), url).not.toContain('upgrade-insecure-requests');
        expect(cacheControl(plain), url).not.toBe('no-store');
        const secure = await served.app.inject({ method: 'GET', url, headers: httpsHeaders });
        expect(secure.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
        expect(csp(secure), url).toContain('upgrade-insecure-requests');
      }
    } finally {
      await served.close();
      await rm(webDist, { recursive: true, force: true });
    }
  });
});
