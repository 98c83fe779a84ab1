import { type CreateUserRequest, type Role, UserSummary } from '@tradehall/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { nowIso } from '../../lib/time';
import { writeAudit } from '../logs/audit';
import { recordChange } from '../shared/change-log';
import { writeTransaction } from '../shared/transaction';
import { countAdmins, findUserByName, insertUser, listUsers, updateUser } from './users.repository';

export interface Actor {
  username: string;
}

/** Every account for the admin area's Users tab (never a password hash). */
export async function listUserSummaries(db: Kysely<Database>): Promise<UserSummary[]> {
  return (await listUsers(db)).map((u) => ({ ...u, role: UserSummary.shape.role.parse(u.role) }));
}

export async function createUser(db: Kysely<Database>, actor: Actor, input: CreateUserRequest) {
  const passwordHash = await hashPassword(input.password);
  return writeTransaction(
    db,
    async (trx) => {
      if (await findUserByName(trx, input.username)) throw usernameTaken(input.username);
      const now = nowIso();
      const user = await insertUser(trx, {
        username: input.username,
        email: input.email,
        role: input.role,
        password_hash: passwordHash,
        created_at: now,
        updated_at: now,
      });
      const after = { username: user.username, email: user.email, role: user.role };
      await writeAudit(trx, {
        username: actor.username,
        action: 'create',
        table: 'users',
        details: { after },
      });
      return after;
    },
    { duplicate: usernameTaken(input.username).message },
  );
}

const usernameTaken = (username: string) => conflict(`username '${username}' is already taken.`);

export async function changeRole(db: Kysely<Database>, actor: Actor, username: string, role: Role) {
  return writeTransaction(db, async (trx) => {
    const user = await findUserByName(trx, username);
    if (!user) throw notFound(`User '${username}' not found.`);
    if (user.role === 'admin' && role !== 'admin' && (await countAdmins(trx)) <= 1) {
      throw badRequest('The last admin cannot be demoted: make another user admin first.');
    }
    await updateUser(trx, user.id, { role, updated_at: nowIso() });
    recordChange(trx, { type: 'user', serverId: null, ids: [user.id], by: actor.username });
    await writeAudit(trx, {
      username: actor.username,
      action: 'update',
      table: 'users',
      details: { username: user.username, before: { role: user.role }, after: { role } },
    });
    return { id: user.id, username: user.username, email: user.email, role };
  });
}
