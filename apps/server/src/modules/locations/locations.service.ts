import type {
  CreateLocationRequest,
  DeleteResult,
  Location,
  LocationResult,
  RenameRequest,
} from '@tradehall/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { badRequest, staleCopy } from '../../lib/http-error';
import type { AuthUser } from '../../plugins/auth';
import { writeAudit } from '../logs/audit';
import { assertRowAccess, assertServerAccess } from '../servers/membership';
import { recordChange } from '../shared/change-log';
import { writeTradeData } from '../shared/transaction';
import { findTownByName, type TownRow } from '../towns/towns.repository';
import { accessibleTown, NO_SERVER_SELECTED } from '../towns/towns.service';
import {
  deleteLocationCascade,
  findLocation,
  insertLocations,
  type LocationRow,
  listLocationRows,
  locationTradeIds,
  renameLocationRow,
} from './locations.repository';

export const LOCATION_NAME_INVALID = 'A town must be selected and location name cannot be empty.';
export const LOCATION_NAME_TAKEN = 'A location with this name already exists in this town.';
/** The Manage Location panel's answers to a field that fails its rule, on every path that writes locations. */
export const LOCATION_MESSAGES = {
  town: LOCATION_NAME_INVALID,
  town_id: LOCATION_NAME_INVALID,
  name: LOCATION_NAME_INVALID,
  server_id: NO_SERVER_SELECTED,
} as const;
export const LOCATION_CHANGED = 'This location was changed by someone else meanwhile. Reload and try again.';
const WRONG_SERVER = 'That town is not on the selected server.';

/** Locations of a town; `serverId`, when given, must be the town's server. */
export async function listLocations(
  db: Kysely<Database>,
  user: AuthUser,
  townId: number,
  serverId?: number,
): Promise<Location[]> {
  if (serverId !== undefined) await assertServerAccess(db, user, serverId);
  const town = await accessibleTown(db, user, townId);
  if (serverId !== undefined && town.server_id !== serverId) throw badRequest(WRONG_SERVER);
  return listLocationRows(db, town.id);
}

export async function accessibleLocation(
  db: Kysely<Database>,
  user: AuthUser,
  id: number,
): Promise<LocationRow> {
  return assertRowAccess(db, user, await findLocation(db, id), {
    name: 'Location',
    table: 'locations',
    id,
  });
}

/** `town` is a town id, or a town name on `server_id`. */
export async function createLocation(
  db: Kysely<Database>,
  user: AuthUser,
  town: string,
  input: CreateLocationRequest,
): Promise<LocationResult> {
  await locationTown(db, user, town, input.server_id);
  return writeTradeData(
    db,
    [input.server_id],
    async (trx) => {
      // Again inside the write, where it holds until commit: a town deleted meanwhile answers like a missing one.
      const townRow = await locationTown(trx, user, town, input.server_id);
      const [location] = await insertLocations(trx, [{ town_id: townRow.id, name: input.name }]);
      if (!location) throw new Error('insert answered no location');
      const by = user.username;
      recordChange(trx, { type: 'locations', serverId: townRow.server_id, ids: [location.id], by });
      await writeAudit(trx, {
        username: user.username,
        action: 'create',
        table: 'locations',
        details: { after: { ...location, town: townRow.name } },
      });
      return { message: 'Location added.', location };
    },
    { duplicate: LOCATION_NAME_TAKEN },
  );
}

/** The town a new location goes in: visible, and on the server the request names. */
async function locationTown(
  db: Kysely<Database>,
  user: AuthUser,
  town: string,
  serverId: number,
): Promise<TownRow> {
  await assertServerAccess(db, user, serverId);
  const townRow = /^[1-9][0-9]{0,9}$/.test(town)
    ? await accessibleTown(db, user, Number(town))
    : await findTownByName(db, serverId, town);
  if (!townRow) throw badRequest(LOCATION_NAME_INVALID);
  if (townRow.server_id !== serverId) throw badRequest(WRONG_SERVER);
  return townRow;
}

export async function renameLocation(
  db: Kysely<Database>,
  user: AuthUser,
  id: number,
  input: RenameRequest,
): Promise<LocationResult> {
  const { server_id: serverId } = await accessibleLocation(db, user, id);
  return writeTradeData(
    db,
    [serverId],
    async (trx) => {
      const { server_id: _server, ...before } = await accessibleLocation(trx, user, id);
      if (!(await renameLocationRow(trx, id, input.name, input.row_version))) {
        throw staleCopy(LOCATION_CHANGED, before);
      }
      const { server_id: serverId, ...location } = await accessibleLocation(trx, user, id);
      recordChange(trx, { type: 'locations', serverId, ids: [id], by: user.username });
      await writeAudit(trx, {
        username: user.username,
        action: 'update',
        table: 'locations',
        details: { before, after: location },
      });
      return { message: 'Location updated successfully!', location };
    },
    { duplicate: LOCATION_NAME_TAKEN },
  );
}

/**
 * Every path's delete of a location (the route, the data editor): when the user may write its server, the
 * location goes with its trades, and the server's members hear of both.
 */
export async function removeLocation(trx: Kysely<Database>, user: AuthUser, id: number) {
  const before = await accessibleLocation(trx, user, id);
  const tradeIds = await locationTradeIds(trx, id);
  const deleted = await deleteLocationCascade(trx, id);
  recordChange(trx, { type: 'locations', serverId: before.server_id, ids: [id], by: user.username });
  recordChange(trx, { type: 'trades', serverId: before.server_id, ids: tradeIds, by: user.username });
  return { before, tradeIds, deleted };
}

export async function deleteLocation(
  db: Kysely<Database>,
  user: AuthUser,
  id: number,
): Promise<DeleteResult> {
  const { server_id: serverId } = await accessibleLocation(db, user, id);
  return writeTradeData(db, [serverId], async (trx) => {
    const { before, tradeIds, deleted } = await removeLocation(trx, user, id);
    await writeAudit(trx, {
      username: user.username,
      action: 'delete',
      table: 'locations',
      details: { before, deleted, trade_ids: tradeIds },
    });
    return { message: 'Location deleted.', deleted };
  });
}
