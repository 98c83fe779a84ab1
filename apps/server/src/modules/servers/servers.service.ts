import type {
  CreateServerRequest,
  DeleteResult,
  Server,
  ServerResult,
  UpdateServerRequest,
} from '@tradehall/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import type { AuthUser } from '../../plugins/auth';
import { writeAudit } from '../logs/audit';
import { recordChange } from '../shared/change-log';
import { writeTradeData } from '../shared/transaction';
import { findUserByName } from '../users/users.repository';
import { canSeeServer, NOT_A_MEMBER, seesAllServers, visibleServerIds } from './membership';
import { noUserNamed, ownerIsNoMember, SERVER_REQUIRED, serverChangeRefusal } from './server-rules';
import {
  deleteServerCascade,
  findModpack,
  findServerRow,
  getServer,
  insertMember,
  insertServer,
  isMember,
  listModpacks,
  listServers,
  type ServerRow,
  serverContents,
  updateServerRow,
} from './servers.repository';

export async function listVisibleServers(db: Kysely<Database>, user: AuthUser): Promise<Server[]> {
  return listServers(db, await visibleServerIds(db, user));
}

/** The modpacks a server may be set to. */
export function listModpackChoices(db: Kysely<Database>) {
  return listModpacks(db);
}

export async function createServer(
  db: Kysely<Database>,
  user: AuthUser,
  input: CreateServerRequest,
): Promise<ServerResult> {
  // A new server: no writer of it can exist before it commits, so no server lock.
  return writeTradeData(db, [], async (trx) => {
    if (!(await findModpack(trx, input.modpack_id))) throw badRequest(SERVER_REQUIRED);
    const row = await insertServer(trx, {
      name: input.name,
      modpack_id: input.modpack_id,
      owner_id: user.id,
      created_at: nowIso(),
    });
    const server = await requireServer(trx, row.id);
    recordChange(trx, { type: 'server', serverId: row.id, ids: [row.id], by: user.username });
    await writeAudit(trx, {
      username: user.username,
      action: 'create',
      table: 'servers',
      details: { after: server },
    });
    return { message: 'Server added.', server };
  });
}

export async function updateServer(
  db: Kysely<Database>,
  user: AuthUser,
  id: number,
  input: UpdateServerRequest,
): Promise<ServerResult> {
  return writeTradeData(db, [id], async (trx) => {
    const row = await managedServer(trx, user, id);
    if (!(await findModpack(trx, input.modpack_id))) throw badRequest(SERVER_REQUIRED);
    const before = await requireServer(trx, id);
    await updateServerRow(trx, id, { name: input.name ?? row.name, modpack_id: input.modpack_id });
    recordChange(trx, { type: 'server', serverId: id, ids: [id], by: user.username });
    const server = await requireServer(trx, id);
    await writeAudit(trx, {
      username: user.username,
      action: 'update',
      table: 'servers',
      details: { before, after: server },
    });
    return { message: 'Server updated.', server };
  });
}

export async function addMember(
  db: Kysely<Database>,
  user: AuthUser,
  id: number,
  username: string,
): Promise<ServerResult> {
  return writeTradeData(db, [id], async (trx) => {
    const row = await managedServer(trx, user, id);
    const member = await findUserByName(trx, username);
    if (!member) throw badRequest(noUserNamed([username]));
    if (member.id === row.owner_id) throw conflict(ownerIsNoMember(member.username));
    if (await isMember(trx, id, member.id)) throw conflict(`${member.username} is already a member.`);
    const before = await requireServer(trx, id);
    await insertMember(trx, id, member.id);
    recordChange(trx, { type: 'server', serverId: id, ids: [id], by: user.username });
    const server = await requireServer(trx, id);
    await writeAudit(trx, {
      username: user.username,
      action: 'add_member',
      table: 'server_members',
      details: { server_id: id, member: member.username, before, after: server },
    });
    return { message: 'Member added.', server };
  });
}

/**
 * Every path's delete of a server (the route, the data editor): when the user may manage it, the server goes
 * with its towns, locations, trades and members, and its members hear of it.
 */
export async function removeServer(trx: Kysely<Database>, user: AuthUser, id: number) {
  await managedServer(trx, user, id);
  const before = await requireServer(trx, id);
  const contents = await serverContents(trx, id);
  const deleted = await deleteServerCascade(trx, id);
  recordChange(trx, { type: 'server', serverId: id, ids: [id], by: user.username });
  return { before, contents, deleted };
}

export async function deleteServer(db: Kysely<Database>, user: AuthUser, id: number): Promise<DeleteResult> {
  return writeTradeData(db, [id], async (trx) => {
    const { before, contents, deleted } = await removeServer(trx, user, id);
    await writeAudit(trx, {
      username: user.username,
      action: 'delete',
      table: 'servers',
      details: { before, deleted, ...contents },
    });
    return { message: 'Server deleted.', deleted };
  });
}

/** The server row when the caller may manage it: its owner, or a role with 'servers.manageAny'. */
async function managedServer(db: Kysely<Database>, user: AuthUser, id: number): Promise<ServerRow> {
  const row = await findServerRow(db, id);
  const visible = row !== undefined && (await canSeeServer(db, user, id));
  if (!row && seesAllServers(user)) throw notFound('Server not found.');
  if (!row || !visible) throw forbidden(NOT_A_MEMBER);
  const refusal = serverChangeRefusal(user, row, null);
  if (refusal) throw forbidden(refusal);
  return row;
}

async function requireServer(db: Kysely<Database>, id: number): Promise<Server> {
  const server = await getServer(db, id);
  if (!server) throw notFound('Server not found.');
  return server;
}
