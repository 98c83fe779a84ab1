import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from './helpers';

const SECRET = 'test-secret-that-is-long-enough-for-hs256';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ secret: SECRET });
});
afterAll(() => t.close());

/** A JWT signed by hand with the app's secret, so the test chooses the algorithm and the claims. */
function handMadeToken(alg: 'HS256' | 'HS512', payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const signed = `${part({ alg, typ: 'JWT' })}.${part(payload)}`;
  const hmac = createHmac(alg === 'HS256' ? 'sha256' : 'sha512', SECRET);
  return `${signed}.${hmac.update(signed).digest('base64url')}`;
}

async function adminTokenFields() {
  const admin = await t.app.deps.db
    .selectFrom('users')
    .select(['id', 'token_version'])
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  return { sub: String(admin.id), tv: admin.token_version, iat: Math.floor(Date.now() / 1000) };
}

describe('GET /api/hello', () => {
  it('answers without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/hello' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Tradehall is running.' });
  });
});

describe('POST /api/login', () => {
  it('returns a token that /api/me accepts', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().access_token as string;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json()).toEqual({ username: 'admin', role: 'admin' });
  });

  it.each([
    [{}, 'username is required'],
    [{ username: 'admin' }, 'password is required'],
    [{ username: '', password: 'x' }, 'username is required'],
    [{ username: 'a'.repeat(65), password: 'x' }, 'username must be at most 64 characters'],
    [{ username: 5, password: 'x' }, 'username'],
  ])('refuses %j with 400 naming the field', async (payload, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
  });

  it('refuses a wrong password and an unknown user with the same 401 text, and logs both', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: 'not-it' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'ghost', password: 'not-it' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid username or password.' });
    expect(unknown.json()).toEqual(wrong.json());
    const failures = await t.app.deps.db
      .selectFrom('logs')
      .selectAll()
      .where('action', '=', 'login_failed')
      .execute();
    expect(failures.map((f) => f.username)).toEqual(expect.arrayContaining(['admin', 'ghost']));
  });

  it('answers 429 to an address after 5 failures for a name, yet the right password from another address signs in', async () => {
    await t.loginAs('user', 'lockme');
    const attempt = (password: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'lockme', password },
        remoteAddress,
      });
    for (let i = 0; i < 5; i++) expect((await attempt('bad', '198.51.100.7')).statusCode).toBe(401);
    const sixth = await attempt('bad', '198.51.100.7');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toMatch(
      /^Too many failed sign-in attempts from this address\. Try again in \d+ minutes?\.$/,
    );
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await attempt(USER_PASSWORD, '198.51.100.7')).statusCode).toBe(429);
    expect((await attempt(USER_PASSWORD, '198.51.100.8')).statusCode).toBe(200);
    expect((await attempt(USER_PASSWORD, '198.51.100.7')).statusCode).toBe(429);
  });
});

describe('tokens', () => {
  const me = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/api/me', headers: authorization ? { authorization } : {} });

  it('answers 401 without a token', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Not signed in.' });
  });

  it.each(['Token abc', 'Bearer', 'Basic dXNlcjpwYXNz', 'Bearer a b'])(
    'answers 422 for the malformed header %j',
    async (header) => {
      const response = await me(header);
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toContain('Malformed Authorization header');
    },
  );

  it('answers 401 for a forged token', async () => {
    const forged = t.app.jwt.sign({ sub: '1', tv: 0 }, { key: 'another-secret-another-secret-1234' });
    expect((await me(`Bearer ${forged}`)).statusCode).toBe(401);
    expect((await me('Bearer not.a.jwt')).statusCode).toBe(401);
  });

  it('accepts an HS256 token with exp made by hand (the control of the two tests below)', async () => {
    const admin = await adminTokenFields();
    const token = handMadeToken('HS256', { ...admin, exp: admin.iat + 600 });
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
  });

  it('answers 401 for an HS256 token without exp', async () => {
    const token = handMadeToken('HS256', await adminTokenFields());
    const response = await me(`Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Invalid token.' });
  });

  it('answers 401 for an HS512 token signed with the same secret', async () => {
    const admin = await adminTokenFields();
    const token = handMadeToken('HS512', { ...admin, exp: admin.iat + 600 });
    const response = await me(`Bearer ${token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Invalid token.' });
  });

  it('answers 401 for an expired token', async () => {
    const twoMinutesAgo = Math.floor(Date.now() / 1000) - 120;
    const expired = t.app.jwt.sign({ sub: '1', tv: 0, iat: twoMinutesAgo }, { expiresIn: '1m' });
    const response = await me(`Bearer ${expired}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('Session expired. Please sign in again.');
  });
});

describe('PUT /api/me/password', () => {
  it('changes the password, invalidates older tokens and returns a fresh one', async () => {
    const session = await t.loginAs('editor', 'pwuser');
    const change = await session.request({
      method: 'PUT',
      url: '/api/me/password',
      payload: { old_password: USER_PASSWORD, new_password: 'a-new-password' },
    });
    expect(change.statusCode).toBe(200);
    expect(change.json().message).toBe('Password changed successfully!');
    expect((await session.request({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    const fresh = change.json().access_token as string;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(me.json().username).toBe('pwuser');
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'pwuser', password: USER_PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
    const log = await t.app.deps.db
      .selectFrom('logs')
      .selectAll()
      .where('action', '=', 'password_change')
      .execute();
    expect(log.map((l) => l.username)).toContain('pwuser');
  });

  it('refuses a wrong old password with {error} and changes nothing', async () => {
    const session = await t.loginAs('user');
    const response = await session.request({
      method: 'PUT',
      url: '/api/me/password',
      payload: { old_password: 'wrong-one', new_password: 'another-password' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Old password is incorrect.' });
    expect((await session.request({ method: 'GET', url: '/api/me' })).statusCode).toBe(200);
  });

  it.each([
    [{ new_password: 'abcdefgh' }, 'old_password is required'],
    [{ old_password: USER_PASSWORD }, 'new_password is required'],
    [{ old_password: USER_PASSWORD, new_password: 'short' }, 'new_password must be at least 8 characters'],
  ])('refuses %j with 400 naming the field', async (payload, message) => {
    const session = await t.loginAs('user');
    const response = await session.request({ method: 'PUT', url: '/api/me/password', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
  });
});
