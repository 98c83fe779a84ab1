import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CHANGED_MEANWHILE } from '../src/modules/auth/auth.service';
import { createTestApp, type TestApp, testDialect, USER_PASSWORD } from './helpers';

/**
 * Sessions agree across copies of the server on one database (issue 29): a token newer than a copy's cached
 * user row reads the row again; two password changes at once cannot both win.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (app: TestApp, token: string) =>
  app.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });

async function userRow(username: string) {
  return t.app.deps.db
    .selectFrom('users')
    .select(['id', 'token_version', 'password_hash'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
}

describe('a token newer than the cached user row', () => {
  it('is accepted at once: the row is read again (the change made by another copy, straight in the table)', async () => {
    const session = await t.loginAs('editor');
    expect((await me(t, session.token)).statusCode).toBe(200); // the row is cached now
    const row = await userRow(session.username);
    await t.app.deps.db
      .updateTable('users')
      .set({ token_version: row.token_version + 1 })
      .where('id', '=', row.id)
      .execute();
    const newer = t.app.issueToken({ id: row.id, token_version: row.token_version + 1 });
    const answer = await me(t, newer);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().username).toBe(session.username);
    // The row read again is cached: the older token is refused now.
    expect((await me(t, session.token)).statusCode).toBe(401);
  });

  it.runIf(testDialect === 'postgres')(
    'a password changed on one copy: the new token works on the other copy right away',
    async () => {
      const copy = await createTestApp({ pgSchema: t.pgSchema });
      try {
        for (let trial = 0; trial < 4; trial++) {
          const session = await t.loginAs('user');
          expect((await me(copy, session.token)).statusCode).toBe(200); // cached on the copy
          const change = await session.request({
            method: 'PUT',
            url: '/api/me/password',
            payload: { old_password: USER_PASSWORD, new_password: `changed-password-${trial}` },
          });
          expect(change.statusCode).toBe(200);
          const fresh = change.json<{ access_token: string }>().access_token;
          const onCopy = await me(copy, fresh);
          expect(onCopy.statusCode, onCopy.body).toBe(200);
          expect(onCopy.json().username).toBe(session.username);
        }
      } finally {
        await copy.close();
      }
    },
  );
});

describe('two password changes at once', () => {
  it('one wins (200), the other answers 409 and changes nothing', async () => {
    for (let trial = 0; trial < 3; trial++) {
      const session = await t.loginAs('user');
      const before = await userRow(session.username);
      const change = (newPassword: string) =>
        session.request({
          method: 'PUT',
          url: '/api/me/password',
          payload: { old_password: USER_PASSWORD, new_password: newPassword },
        });
      const answers = await Promise.all([change('first-new-password'), change('second-new-password')]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const loser = answers.find((a) => a.statusCode === 409)!;
      expect(loser.json()).toEqual({ error: PASSWORD_CHANGED_MEANWHILE });
      const winner = answers.indexOf(answers.find((a) => a.statusCode === 200)!);
      const winning = winner === 0 ? 'first-new-password' : 'second-new-password';
      const losing = winner === 0 ? 'second-new-password' : 'first-new-password';

      const after = await userRow(session.username);
      expect(after.token_version).toBe(before.token_version + 1);
      const login = (password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: session.username, password },
        });
      expect((await login(winning)).statusCode).toBe(200);
      expect((await login(losing)).statusCode).toBe(401);
      const changes = await t.app.deps.db
        .selectFrom('logs')
        .select('id')
        .where('action', '=', 'password_change')
        .where('username', '=', session.username)
        .execute();
      expect(changes).toHaveLength(1);
      // The winner's token works; the token both were sent with does not.
      expect((await me(t, answers[winner]!.json().access_token)).statusCode).toBe(200);
      expect((await me(t, session.token)).statusCode).toBe(401);
    }
  });
});
