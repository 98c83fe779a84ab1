import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/types';
import { badRequest, conflict, unauthorized } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { nowIso } from '../../lib/time';
import { writeAudit } from '../logs/audit';
import { recordChange } from '../shared/change-log';
import { writeTransaction } from '../shared/transaction';
import { findUserById, findUserByName, updateUserAtTokenVersion } from '../users/users.repository';
import {
  addressKey,
  beginPasswordCheck,
  cutName,
  isFirstUnknownNameFailure,
  passwordCheckFailed,
  passwordCheckSucceeded,
} from './login-throttle.service';

const INVALID_LOGIN = 'Invalid username or password.';
const WRONG_OLD_PASSWORD = 'Old password is incorrect.';
export const PASSWORD_CHANGED_MEANWHILE =
  'Your password was changed by another request meanwhile. Sign in again and retry.';

// Verifying against a hash of the same parameters when the user does not exist keeps both answers equally slow.
let decoyHash: Promise<string> | undefined;

/**
 * Checks a username and password from a client address, under the sign-in limits (login-throttle.service):
 * an address that failed too often answers 429; an unknown name answers exactly like a wrong password.
 */
export async function signIn(
  db: Kysely<Database>,
  attempt: { username: string; password: string; address: string },
): Promise<UserRow> {
  const { username, password, address } = attempt;
  const check = await beginPasswordCheck(db, { address, username }, 'sign-in');
  const user = await findUserByName(db, username);
  if (!user) {
    decoyHash ??= hashPassword('decoy password');
    await verifyPassword(await decoyHash, password);
    await passwordCheckFailed(db, check);
    await writeTransaction(db, async (trx) => {
      // One row per address and window: an attacker's names cannot fill the log.
      if (!(await isFirstUnknownNameFailure(trx, address))) return;
      await writeAudit(trx, {
        username: cutName(username),
        action: 'login_failed',
        table: 'users',
        details: {
          reason: 'unknown user',
          ip: addressKey(address),
          note: 'further unknown names from this address in the next 15 minutes are counted, not logged',
        },
      });
    });
    throw unauthorized(INVALID_LOGIN);
  }

  if (!(await verifyPassword(user.password_hash, password))) {
    const failed = await passwordCheckFailed(db, check);
    await writeAudit(db, {
      username: user.username,
      action: 'login_failed',
      table: 'users',
      details: {
        reason: 'wrong password',
        ip: addressKey(address),
        failures: failed.failures,
        ...(failed.throttledUntil ? { throttled_until: failed.throttledUntil } : {}),
      },
    });
    throw unauthorized(INVALID_LOGIN);
  }
  await passwordCheckSucceeded(db, check);
  return user;
}

/**
 * Changes the caller's password and invalidates every token issued before. Returns the updated user. Wrong old
 * passwords count like failed sign-ins of that user from that address.
 */
export async function changePassword(
  db: Kysely<Database>,
  change: { userId: number; oldPassword: string; newPassword: string; address: string },
): Promise<UserRow> {
  const { oldPassword, newPassword, address } = change;
  const user = await findUserById(db, change.userId);
  if (!user) throw unauthorized('Session is no longer valid. Please sign in again.');
  const check = await beginPasswordCheck(db, { address, username: user.username }, 'password change');
  if (!(await verifyPassword(user.password_hash, oldPassword))) {
    const failed = await passwordCheckFailed(db, check);
    await writeAudit(db, {
      username: user.username,
      action: 'password_change_failed',
      table: 'users',
      details: {
        reason: 'wrong old password',
        ip: addressKey(address),
        failures: failed.failures,
        ...(failed.throttledUntil ? { throttled_until: failed.throttledUntil } : {}),
      },
    });
    throw badRequest(WRONG_OLD_PASSWORD);
  }
  await passwordCheckSucceeded(db, check);
  if (oldPassword === newPassword) throw badRequest('new_password must differ from the old password.');
  const passwordHash = await hashPassword(newPassword);
  return writeTransaction(db, async (trx) => {
    const changes = {
      password_hash: passwordHash,
      token_version: user.token_version + 1,
      updated_at: nowIso(),
    };
    // Compare-and-set: a password change that committed since the read above (another request, another copy)
    // wins; this one changes nothing.
    if (!(await updateUserAtTokenVersion(trx, user.id, user.token_version, changes))) {
      throw conflict(PASSWORD_CHANGED_MEANWHILE);
    }
    recordChange(trx, { type: 'user', serverId: null, ids: [user.id], by: user.username });
    await writeAudit(trx, {
      username: user.username,
      action: 'password_change',
      table: 'users',
      details: {},
    });
    return { ...user, ...changes };
  });
}
