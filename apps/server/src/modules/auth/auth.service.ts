import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/types';
import { badRequest, tooManyRequests, unauthorized } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { nowIso } from '../../lib/time';
import { writeAudit } from '../logs/audit';
import { findUserById, findUserByName, updateUser } from '../users/users.repository';

export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MINUTES = 5;
const INVALID_LOGIN = 'Invalid username or password.';

// Verifying against a real hash when the user does not exist keeps both answers equally slow.
let decoyHash: Promise<string> | undefined;

/** Checks a username and password; counts failures and locks the account for a while after too many. */
export async function signIn(db: Kysely<Database>, username: string, password: string): Promise<UserRow> {
  const user = await findUserByName(db, username);
  if (!user) {
    decoyHash ??= hashPassword('decoy password');
    await verifyPassword(await decoyHash, password);
    await writeAudit(db, {
      username,
      action: 'login_failed',
      table: 'users',
      details: { reason: 'unknown user' },
    });
    throw unauthorized(INVALID_LOGIN);
  }
  if (user.locked_until && user.locked_until > nowIso()) throw lockedOut(user.locked_until);

  if (!(await verifyPassword(user.password_hash, password))) {
    const failures = user.failed_logins + 1;
    const lock = failures >= MAX_FAILED_LOGINS;
    const lockedUntil = lock ? new Date(Date.now() + LOCKOUT_MINUTES * 60_000).toISOString() : null;
    await db.transaction().execute(async (trx) => {
      await updateUser(trx, user.id, { failed_logins: lock ? 0 : failures, locked_until: lockedUntil });
      await writeAudit(trx, {
        username: user.username,
        action: lock ? 'login_locked' : 'login_failed',
        table: 'users',
        details: { failures },
      });
    });
    if (lockedUntil) throw lockedOut(lockedUntil);
    throw unauthorized(INVALID_LOGIN);
  }
  if (user.failed_logins > 0 || user.locked_until) {
    await updateUser(db, user.id, { failed_logins: 0, locked_until: null });
  }
  return user;
}

function lockedOut(until: string) {
  const minutes = Math.max(1, Math.ceil((Date.parse(until) - Date.now()) / 60_000));
  return tooManyRequests(
    `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

/** Changes the caller's password and invalidates every token issued before. Returns the updated user. */
export async function changePassword(
  db: Kysely<Database>,
  userId: number,
  oldPassword: string,
  newPassword: string,
): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized('Session is no longer valid. Please sign in again.');
  if (!(await verifyPassword(user.password_hash, oldPassword)))
    throw badRequest('Old password is incorrect.');
  if (oldPassword === newPassword) throw badRequest('new_password must differ from the old password.');
  const passwordHash = await hashPassword(newPassword);
  return db.transaction().execute(async (trx) => {
    const changes = {
      password_hash: passwordHash,
      token_version: user.token_version + 1,
      updated_at: nowIso(),
    };
    await updateUser(trx, user.id, changes);
    await writeAudit(trx, {
      username: user.username,
      action: 'password_change',
      table: 'users',
      details: {},
    });
    return { ...user, ...changes };
  });
}
