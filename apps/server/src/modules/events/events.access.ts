import { allows, isRole } from '@tradehall/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { seesAllServers } from '../servers/membership';
import type { StreamOwner } from './events.hub';

/** Ids per `in (…)` list: well below the bound-parameter limits of SQLite and PostgreSQL. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * The streams whose holder may no longer read the server's trades: the token expired, the user is gone or
 * signed out everywhere (token_version bumped by a password change), the role changed so that it no longer sees
 * the server, they left its members, or the server was deleted. A few queries whatever the number of streams:
 * every copy of the server runs this at each heartbeat, so a change made on another copy (or straight in the
 * database) ends the streams within one heartbeat.
 */
export async function streamsToEnd<T extends StreamOwner>(
  db: Kysely<Database>,
  streams: readonly T[],
  now: number = Date.now(),
): Promise<T[]> {
  const live = streams.filter((stream) => stream.expiresAt > now);
  const ended = streams.filter((stream) => stream.expiresAt <= now);
  if (live.length === 0) return ended;
  const userIds = [...new Set(live.map((stream) => stream.userId))];
  const serverIds = [...new Set(live.map((stream) => stream.serverId))];

  const users = new Map<number, { role: string; token_version: number }>();
  for (const ids of chunks(userIds)) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'role', 'token_version'])
      .where('id', 'in', ids)
      .execute();
    for (const row of rows) users.set(row.id, row);
  }
  const owners = new Map<number, number>();
  const members = new Set<string>();
  for (const ids of chunks(serverIds)) {
    const servers = await db
      .selectFrom('servers')
      .select(['id', 'owner_id'])
      .where('id', 'in', ids)
      .execute();
    for (const server of servers) owners.set(server.id, server.owner_id);
    const rows = await db
      .selectFrom('server_members')
      .select(['server_id', 'user_id'])
      .where('server_id', 'in', ids)
      .execute();
    for (const row of rows) members.add(`${row.server_id}:${row.user_id}`);
  }

  for (const stream of live) {
    const user = users.get(stream.userId);
    const owner = owners.get(stream.serverId);
    const allowed =
      user !== undefined &&
      owner !== undefined &&
      user.token_version === stream.tokenVersion &&
      isRole(user.role) &&
      allows('trades.read', user.role) &&
      (seesAllServers({ id: stream.userId, role: user.role }) ||
        owner === stream.userId ||
        members.has(`${stream.serverId}:${stream.userId}`));
    if (!allowed) ended.push(stream);
  }
  return ended;
}
