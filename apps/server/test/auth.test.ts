import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp, USER_PASSWORD } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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

  it('locks an account after 5 failures with 429, even for the right password, then unlocks', async () => {
    await t.loginAs('user', 'lockme');
    const attempt = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'lockme', password } });
    for (let i = 0; i < 4; i++) expect((await attempt('bad')).statusCode).toBe(401);
    const fifth = await attempt('bad');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes?\.$/);
    expect((await attempt(USER_PASSWORD)).statusCode).toBe(429);
    await t.app.deps.db
      .updateTable('users')
      .set({ locked_until: '2000-01-01T00:00:00.000Z' })
      .where('username', '=', 'lockme')
      .execute();
    expect((await attempt(USER_PASSWORD)).statusCode).toBe(200);
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
