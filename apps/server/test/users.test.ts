import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from './helpers';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
});
afterAll(() => t.close());

const createUser = (session: Session, payload: object) =>
  session.request({ method: 'POST', url: '/api/admin/users', payload });

describe('admin users', () => {
  it('creates a user (email optional) that can sign in, and logs who did it', async () => {
    const response = await createUser(admin, { username: 'alex', password: 'password1', role: 'editor' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ username: 'alex', email: '', role: 'editor' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'alex', password: 'password1' },
    });
    expect(login.statusCode).toBe(200);
    const log = await t.app.deps.db
      .selectFrom('logs')
      .selectAll()
      .where('table_name', '=', 'users')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ username: 'admin', action: 'create' });
    expect(JSON.parse(log.details).after).toEqual({ username: 'alex', email: '', role: 'editor' });
    expect(log.details).not.toContain('password');
  });

  it.each([
    [{ password: 'password1' }, 'username is required'],
    [{ username: 'bob' }, 'password is required'],
    [{ username: 'bob', password: 'password1', role: 'king' }, 'role'],
    [{ username: 'bob', password: 'password1', email: 'not-an-email' }, 'email must be an email address'],
    [{ username: 'bad name', password: 'password1' }, 'username may contain only'],
  ])('refuses %j with 400 naming the field and writes nothing', async (payload, message) => {
    const before = (await admin.request({ method: 'GET', url: '/api/admin/users' })).json().length;
    const response = await createUser(admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
    expect((await admin.request({ method: 'GET', url: '/api/admin/users' })).json()).toHaveLength(before);
  });

  it('lists users with username, email and role, never a password hash', async () => {
    const response = await admin.request({ method: 'GET', url: '/api/admin/users' });
    expect(response.statusCode).toBe(200);
    const users = response.json() as Record<string, unknown>[];
    expect(users.find((u) => u.username === 'admin')).toEqual({
      username: 'admin',
      email: '',
      role: 'admin',
    });
    expect(response.body).not.toContain('argon2');
  });

  it('changes a role, logging before and after', async () => {
    await createUser(admin, { username: 'casey', password: 'password1' });
    const response = await admin.request({
      method: 'PUT',
      url: '/api/admin/users/casey/role',
      payload: { role: 'auditor' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'casey', role: 'auditor' });
    const log = await t.app.deps.db
      .selectFrom('logs')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(log.details)).toMatchObject({ before: { role: 'user' }, after: { role: 'auditor' } });
  });

  it('applies a role change to the very next request of that user', async () => {
    const player = await t.loginAs('user', 'promoted');
    expect((await player.request({ method: 'GET', url: '/api/logs' })).statusCode).toBe(403);
    await admin.request({
      method: 'PUT',
      url: '/api/admin/users/promoted/role',
      payload: { role: 'auditor' },
    });
    expect((await player.request({ method: 'GET', url: '/api/me' })).json().role).toBe('auditor');
    expect((await player.request({ method: 'GET', url: '/api/logs' })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown user and 400 for an unknown role', async () => {
    const unknown = await admin.request({
      method: 'PUT',
      url: '/api/admin/users/nobody/role',
      payload: { role: 'user' },
    });
    expect(unknown.statusCode).toBe(404);
    const badRole = await admin.request({
      method: 'PUT',
      url: '/api/admin/users/casey/role',
      payload: { role: 'root' },
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().error).toContain('role');
  });

  it('never demotes the last admin', async () => {
    const response = await admin.request({
      method: 'PUT',
      url: '/api/admin/users/admin/role',
      payload: { role: 'user' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('The last admin cannot be demoted: make another user admin first.');
    await createUser(admin, { username: 'second_admin', password: 'password1', role: 'admin' });
    const now = await admin.request({
      method: 'PUT',
      url: '/api/admin/users/second_admin/role',
      payload: { role: 'editor' },
    });
    expect(now.statusCode).toBe(200);
  });
});

describe('logs', () => {
  it('lists newest first and pages with before_id', async () => {
    const auditor = await t.loginAs('auditor');
    const first = await auditor.request({ method: 'GET', url: '/api/logs?limit=2' });
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.logs).toHaveLength(2);
    expect(page.logs[0].id).toBeGreaterThan(page.logs[1].id);
    const next = await auditor.request({
      method: 'GET',
      url: `/api/logs?limit=2&before_id=${page.next_before_id}`,
    });
    expect(next.json().logs[0].id).toBeLessThan(page.logs[1].id);
  });
});
