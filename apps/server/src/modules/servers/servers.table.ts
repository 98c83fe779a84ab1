import { CreateServerRequest } from '@tradehall/contracts';
import { z } from 'zod';
import { column, joinList, parseWith, SYSTEM_COLUMNS } from '../shared/table/cells';
import { countRows } from '../shared/table/count';
import { idOf, insertedSystem, insertKeyedFirst } from '../shared/table/helpers';
import { loadVersions } from '../shared/table/row-versions';
import { smallTable } from '../shared/table/small-table';
import type { Issue } from '../shared/table/types';
import { fold, type UserRef } from '../shared/table/world';
import {
  noUserNamed,
  ownerIsNoMember,
  SERVER_MESSAGES,
  SERVER_REQUIRED,
  serverChangeRefusal,
} from './server-rules';
import { clearServers, insertServer, setMembers, updateServerRow } from './servers.repository';
import { removeServer } from './servers.service';

interface ServerValue {
  name: string;
  modpack_id: number;
  /** null: the user who adds it (data editor) becomes the owner. */
  owner_id: number | null;
  member_ids: number[];
}

/** The server panel's rule (POST /api/servers) plus the owner and members, which the panel sets apart. */
const ServerInput = CreateServerRequest.extend({
  owner: z.string().trim().max(64).optional(),
  members: z.array(z.string().trim().min(1).max(64)).max(500).default([]),
});

interface Context {
  modpacks: Set<number>;
  users: Map<string, UserRef>;
}

/**
 * Servers: name and modpack required (the server panel's rule), the modpack must exist; the owner and members
 * are usernames ('; ' between members) so a backup reads well and restores onto the same accounts.
 */
export const serversTable = smallTable<ServerValue, Context>({
  name: 'servers',
  key: 'id',
  columns: [
    column('id', 'key', 'Empty for a new server.'),
    column('name', 'text', 'Server name.', true),
    column('modpack_id', 'integer', 'Id of its modpack.', true),
    column('owner', 'text', 'Username of the owner (empty: you).'),
    column('members', 'list', "Usernames of members, separated by '; '."),
    SYSTEM_COLUMNS.created_at,
    SYSTEM_COLUMNS.row_version,
  ],
  parents: ['modpacks'],
  writePermission: 'servers.create',
  label: (row) => String(row.name),
  async read(db, page) {
    let query = db
      .selectFrom('servers as s')
      .innerJoin('users as u', 'u.id', 's.owner_id')
      .select(['s.id', 's.name', 's.modpack_id', 'u.username as owner', 's.created_at', 's.row_version'])
      .orderBy('s.id')
      .limit(page.limit);
    if (page.afterKey !== undefined) query = query.where('s.id', '>', page.afterKey);
    if (page.offset) query = query.offset(page.offset);
    const servers = await query.execute();
    if (servers.length === 0) return [];
    const members = await db
      .selectFrom('server_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.server_id', 'u.username'])
      .where(
        'm.server_id',
        'in',
        servers.map((s) => s.id),
      )
      .orderBy('u.username')
      .execute();
    return servers.map(({ created_at, row_version, ...server }) => ({
      ...server,
      members: joinList(members.filter((m) => m.server_id === server.id).map((m) => m.username)),
      created_at,
      row_version,
    }));
  },
  count: (db) => countRows(db, 'servers'),
  async prepare(world) {
    const users = new Map(
      [...(await world.get('users')).values()].map((u) => [fold(u.username), u] as const),
    );
    return { modpacks: new Set((await world.get('modpacks')).keys()), users };
  },
  async loadBase(db) {
    const rows = await db.selectFrom('servers').select(['id', 'name', 'modpack_id', 'owner_id']).execute();
    return new Map(rows.map(({ id, ...rest }) => [id, { ...rest, member_ids: [] }]));
  },
  check(values, { modpacks, users }) {
    const parsed = parseWith(ServerInput, values, {}, SERVER_MESSAGES);
    if ('issues' in parsed) return parsed;
    const { name, modpack_id, owner, members } = parsed.value;
    const issues: Issue[] = [];
    if (!modpacks.has(modpack_id)) issues.push({ column: 'modpack_id', reason: SERVER_REQUIRED });
    const ownerRef = owner ? users.get(fold(owner)) : undefined;
    if (owner && !ownerRef) issues.push({ column: 'owner', reason: noUserNamed([owner]) });
    const unknown = members.filter((m) => !users.has(fold(m)));
    if (unknown.length > 0) issues.push({ column: 'members', reason: noUserNamed(unknown) });
    if (ownerRef && members.some((m) => fold(m) === fold(ownerRef.username))) {
      issues.push({ column: 'members', reason: ownerIsNoMember(ownerRef.username), status: 409 });
    }
    if (issues.length > 0) return { issues };
    const memberIds = [...new Set(members.map((m) => users.get(fold(m))!.id))];
    return { value: { name, modpack_id, owner_id: ownerRef?.id ?? null, member_ids: memberIds } };
  },
  loadVersions: (db) => loadVersions(db, 'servers'),
  refuse: (actor, { before, after }) => serverChangeRefusal(actor, before, after.owner_id),
  unique: [],
  publish: (world, final) =>
    world.publish('servers', new Map([...final].map(([id, v]) => [id, { name: v.name }]))),
  insert: (context, rows) =>
    insertKeyedFirst(context, 'servers', rows, 6, async (chunk) => {
      const ids: number[] = [];
      for (const row of chunk) {
        const owner = row.value.owner_id ?? context.actor.id;
        const { created_at, row_version } = insertedSystem(context.mode, row.system);
        const inserted = await insertServer(context.trx, {
          ...idOf(row.key),
          name: row.value.name,
          modpack_id: row.value.modpack_id,
          owner_id: owner,
          created_at,
          row_version,
        });
        await setMembers(
          context.trx,
          inserted.id,
          row.value.member_ids.filter((id) => id !== owner),
        );
        ids.push(inserted.id);
      }
      return ids;
    }),
  async update({ trx }, row, version) {
    const { member_ids, owner_id, ...changes } = row.value;
    const owner = owner_id === null ? {} : { owner_id };
    if (!(await updateServerRow(trx, row.key, { ...changes, ...owner }, version))) return false;
    await setMembers(trx, row.key, member_ids);
    return true;
  },
  remove: async (trx, key, actor) => ({ ...(await removeServer(trx, actor, key)).deleted }),
  clear: clearServers,
});
