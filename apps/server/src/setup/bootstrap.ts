import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { countAdmins, findUserByName } from '../modules/users/users.repository';
import { createUser } from '../modules/users/users.service';
import { insertAppMetaIfAbsent, readAppMeta } from './app-meta.repository';
import { SYSTEM_ACTOR } from './system-actor';

/**
 * On first start (no admin yet) creates the `admin` account. Returns the generated password when one was made,
 * so the caller can print it once.
 */
export async function ensureAdminAccount(
  db: Kysely<Database>,
  adminPassword: string | undefined,
): Promise<{ created: boolean; generatedPassword?: string }> {
  if ((await countAdmins(db)) > 0) return { created: false };
  if (await findUserByName(db, 'admin')) return { created: false };
  const generatedPassword = adminPassword ? undefined : randomBytes(12).toString('base64url');
  const password = adminPassword ?? generatedPassword!;
  await createUser(db, SYSTEM_ACTOR, { username: 'admin', email: '', role: 'admin', password });
  return generatedPassword ? { created: true, generatedPassword } : { created: true };
}

/**
 * The block that shows the generated admin password, once: printed by `start` after the server says where it
 * listens (so it is the last thing on the screen, not lost in the build output above it).
 */
export function adminPasswordNotice(password: string, signInUrl: string | undefined): string {
  const rule = '='.repeat(72);
  return [
    '',
    rule,
    '  First start: created the admin account',
    '',
    ...(signInUrl ? [`    sign in at  ${signInUrl}`] : []),
    '    username    admin',
    `    password    ${password}`,
    '',
    '  Shown only this once (only its hash is kept): sign in and change it on the Profile page.',
    rule,
    '',
    '',
  ].join('\n');
}

/** The JWT secret: TRADEHALL_SECRET, or one generated once and kept in the database (shared by every copy). */
export async function resolveSecret(db: Kysely<Database>, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await insertAppMetaIfAbsent(db, 'jwt_secret', randomBytes(48).toString('base64url'));
  const secret = await readAppMeta(db, 'jwt_secret');
  if (secret === undefined) throw new Error('the JWT secret could not be stored');
  return secret;
}
