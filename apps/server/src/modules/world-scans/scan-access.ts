import { can, isRole, type WorldScanProgress } from '@tradehall/contracts';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/connection';
import type { Database } from '../../db/types';
import { forbidden, notFound } from '../../lib/http-error';
import type { AuthUser } from '../../plugins/auth';
import { assertServerAccess } from '../servers/membership';
import { findUserByName } from '../users/users.repository';
import type { PreviewRunner } from './preview-runner';

/** Test hooks of the scans (none in production): a test reads the progress while the scan waits. */
export interface WorldScanHooks {
  afterProgressWrite?: (state: WorldScanProgress) => Promise<void>;
}

export interface WorldScanDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  hooks?: WorldScanHooks;
  /** Builds previews off the event loop (the API's); without one (the command line) they are built inline. */
  previews?: PreviewRunner;
}

/**
 * Who may scan a server's world and apply the scan: those who may add trades on it (POST /api/trades), with the
 * same answers: 403 for a role without trades.write, 403/404 for a server they may not see.
 */
export async function assertMayScan(db: Kysely<Database>, user: AuthUser, serverId: number): Promise<void> {
  if (!can(user.role, 'trades.write')) throw forbidden(`Your role (${user.role}) may not do this.`);
  await assertServerAccess(db, user, serverId);
}

/** The user a command-line scan acts as (the command line has no sign-in). */
export async function actingUser(db: Kysely<Database>, username: string): Promise<AuthUser> {
  const user = await findUserByName(db, username);
  if (!user) throw notFound(`There is no user named '${username}'.`);
  if (!isRole(user.role)) throw forbidden(`${username} has no known role.`);
  return { id: user.id, username: user.username, role: user.role };
}
