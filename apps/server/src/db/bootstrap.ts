import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from '../lib/passwords';
import { nowIso } from '../lib/time';
import { writeAudit } from '../modules/logs/audit';
import { countAdmins, findUserByName } from '../modules/users/users.repository';
import type { Database } from './types';

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
  const now = nowIso();
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({
        username: 'admin',
        email: '',
        role: 'admin',
        password_hash: passwordHash,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await writeAudit(trx, {
      username: 'system',
      action: 'create',
      table: 'users',
      details: { after: { username: 'admin', role: 'admin' } },
    });
  });
  return generatedPassword ? { created: true, generatedPassword } : { created: true };
}

/** The JWT secret: TRADEHALL_SECRET, or one generated once and kept in the database (shared by every copy). */
export async function resolveSecret(db: Kysely<Database>, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const candidate = randomBytes(48).toString('base64url');
  await db
    .insertInto('app_meta')
    .values({ key: 'jwt_secret', value: candidate })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', 'jwt_secret')
    .executeTakeFirstOrThrow();
  return row.value;
}
