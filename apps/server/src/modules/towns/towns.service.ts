import type { CreateTownRequest, DeleteResult, RenameRequest, Town, TownResult } from '@tradehall/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { staleCopy } from '../../lib/http-error';
import type { AuthUser } from '../../plugins/auth';
import { writeAudit } from '../logs/audit';
import { assertRowAccess, assertServerAccess, serverScope } from '../servers/membership';
import { recordChange } from '../shared/change-log';
import { writeTradeData } from '../shared/transaction';
import {
  deleteTownCascade,
  findTown,
  insertTowns,
  listTownRows,
  renameTownRow,
  type TownRow,
  townContents,
} from './towns.repository';

export const TOWN_NAME_INVALID = 'Town name cannot be empty or already exists on this server.';
export const NO_SERVER_SELECTED = 'No server selected - select a server first.';
/** The Manage Town panel's answers to a field that fails its rule, on every path that writes towns. */
export const TOWN_MESSAGES = { server_id: NO_SERVER_SELECTED, name: TOWN_NAME_INVALID } as const;
export const TOWN_CHANGED = 'This town was changed by someone else meanwhile. Reload and try again.';

export async function listTowns(db: Kysely<Database>, user: AuthUser, serverId?: number): Promise<Town[]> {
  return listTownRows(db, await serverScope(db, user, serverId));
}

/** The town when the caller may see its server; 403 otherwise, 404 for one deleted from a server they may see. */
export async function accessibleTown(db: Kysely<Database>, user: AuthUser, id: number): Promise<TownRow> {
  return assertRowAccess(db, user, await findTown(db, id), { name: 'Town', table: 'towns', id });
}

export async function createTown(
  db: Kysely<Database>,
  user: AuthUser,
  input: CreateTownRequest,
): Promise<TownResult> {
  await assertServerAccess(db, user, input.server_id);
  return writeTradeData(
    db,
    [input.server_id],
    async (trx) => {
      // Again inside the write: a server deleted (or the caller removed from it) meanwhile answers 404/403.
      await assertServerAccess(trx, user, input.server_id);
      const [town] = await insertTowns(trx, [{ server_id: input.server_id, name: input.name }]);
      if (!town) throw new Error('insert answered no town');
      recordChange(trx, { type: 'towns', serverId: input.server_id, ids: [town.id], by: user.username });
      await writeAudit(trx, {
        username: user.username,
        action: 'create',
        table: 'towns',
        details: { after: town },
      });
      return { message: 'Town added.', town };
    },
    { duplicate: TOWN_NAME_INVALID },
  );
}

export async function renameTown(
  db: Kysely<Database>,
  user: AuthUser,
  id: number,
  input: RenameRequest,
): Promise<TownResult> {
  const { server_id: serverId } = await accessibleTown(db, user, id);
  return writeTradeData(
    db,
    [serverId],
    async (trx) => {
      const before = await accessibleTown(trx, user, id);
      if (!(await renameTownRow(trx, id, input.name, input.row_version)))
        throw staleCopy(TOWN_CHANGED, before);
      const town = await accessibleTown(trx, user, id);
      recordChange(trx, { type: 'towns', serverId: town.server_id, ids: [id], by: user.username });
      await writeAudit(trx, {
        username: user.username,
        action: 'update',
        table: 'towns',
        details: { before, after: town },
      });
      return { message: 'Town updated successfully!', town };
    },
    { duplicate: TOWN_NAME_INVALID },
  );
}

/**
 * Every path's delete of a town (the route, the data editor): when the user may write its server, the town goes
 * with its locations and trades, and the server's members hear of all three.
 */
export async function removeTown(trx: Kysely<Database>, user: AuthUser, id: number) {
  const before = await accessibleTown(trx, user, id);
  const contents = await townContents(trx, id);
  const deleted = await deleteTownCascade(trx, id);
  for (const type of ['towns', 'locations', 'trades'] as const) {
    recordChange(trx, {
      type,
      serverId: before.server_id,
      ids: type === 'towns' ? [id] : null,
      by: user.username,
    });
  }
  return { before, contents, deleted };
}

export async function deleteTown(db: Kysely<Database>, user: AuthUser, id: number): Promise<DeleteResult> {
  const { server_id: serverId } = await accessibleTown(db, user, id);
  return writeTradeData(db, [serverId], async (trx) => {
    const { before, contents, deleted } = await removeTown(trx, user, id);
    await writeAudit(trx, {
      username: user.username,
      action: 'delete',
      table: 'towns',
      details: { before, deleted, ...contents },
    });
    return { message: 'Town deleted.', deleted };
  });
}
