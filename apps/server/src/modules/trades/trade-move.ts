import type { MoveTradesRequest, MoveTradesResult, SlotRef } from '@tradehall/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import type { AuthUser } from '../../plugins/auth';
import { findLocationByName } from '../locations/locations.repository';
import { writeAudit } from '../logs/audit';
import { canSeeServer, goneFromVisibleServer, NOT_A_MEMBER } from '../servers/membership';
import { recordChange } from '../shared/change-log';
import { writeTradeData } from '../shared/transaction';
import { findTownSeenBy, type TownRow } from '../towns/towns.repository';
import { buildSearchText } from './search-text';
import { enchantmentRowsOf, insertTradesBatch, serversOfTrades, tradeRecords } from './trade-bulk.repository';
import { moveTradeRows } from './trade-rows.repository';
import { listTradeRows, type TradeRow, tradeRowsByIds } from './trades.repository';
import { ensureLocation } from './trades.service';
import { assertMovedVillager } from './villager-slot';

export const UNRESOLVED_TOWN = 'Could not resolve source/destination town ID - refresh towns and try again.';
export const TRADE_NOT_FOUND = 'Trade not found.';
export const SAME_SERVER = 'Trades can only be moved or copied between towns of the same server.';

/**
 * Moves (or copies) the listed trades, or every trade of the source slot, to the destination slot, creating the
 * destination location when it does not exist: all in one transaction, logged as one entry with before and after.
 * A town id that does not exist and one on a server the caller cannot see get the same answer (UNRESOLVED_TOWN);
 * a trade id of either kind gets 403.
 */
export async function moveTrades(
  db: Kysely<Database>,
  user: AuthUser,
  input: MoveTradesRequest,
): Promise<MoveTradesResult> {
  const checked = await checkSlots(db, user, input);
  // The servers written: the destination's and those of the listed trades (a move between servers locks both,
  // then answers SAME_SERVER).
  const listedServers = input.trade_ids ? await serversOfTrades(db, input.trade_ids) : [];
  // The checks again inside the write, where they hold until commit: a town deleted (or renamed) since the check
  // above answers UNRESOLVED_TOWN, never a foreign-key violation or a log naming the old town.
  return writeTradeData(db, [checked.destination.server_id, ...listedServers], async (trx) => {
    const { destination, sourceTown } = await checkSlots(trx, user, input);
    const source = input.trade_ids ? undefined : input.old_location;
    const to = input.new_location;
    const { id: locationId } = await ensureLocation(trx, user, destination, to.location);
    const trades = input.trade_ids
      ? await listedTrades(trx, user, input.trade_ids, destination.server_id)
      : await slotTrades(trx, sourceTown!, source!);
    if (trades.some((trade) => trade.server_id !== destination.server_id)) throw badRequest(SAME_SERVER);

    const slot = { town_id: destination.id, location_id: locationId, row: to.row, num: to.num };
    const target = `${destination.name} / ${to.location} ${to.row}${to.num}`;
    const where = `${destination.name} ${to.location.trim()} ${to.row}${to.num}`;
    const into = { ...slot, server_id: destination.server_id };
    await assertMovedVillager(trx, into, trades, where, input.action === 'Move');
    const now = nowIso();
    const ids = trades.map((trade) => trade.id);
    let resultIds: number[];
    if (input.action === 'Move') {
      if ((await moveTradeRows(trx, ids, slot, now)) !== ids.length) {
        throw conflict('Some of these trades were changed by someone else meanwhile. Reload and try again.');
      }
      resultIds = ids;
    } else {
      resultIds = await copyTrades(trx, ids, slot, now);
    }
    const changedIds = [...new Set([...ids, ...resultIds])];
    const by = user.username;
    recordChange(trx, { type: 'trades', serverId: destination.server_id, ids: changedIds, by });
    await writeAudit(trx, {
      username: user.username,
      action: input.action === 'Move' ? 'move' : 'copy',
      table: 'trades',
      details: {
        trade_ids: ids,
        before: trades.map(({ id, town, location, row, num }) => ({ id, town, location, row, num })),
        after: {
          town: destination.name,
          location: to.location,
          row: to.row,
          num: to.num,
          trade_ids: resultIds,
        },
      },
    });
    const verb = input.action === 'Move' ? 'Moved' : 'Copied';
    const count = `${ids.length} trade${ids.length === 1 ? '' : 's'}`;
    return { message: `${verb} ${count} to ${target}.`, trade_ids: resultIds };
  });
}

/** The destination town and the source slot's town (without trade_ids), both visible and on one server. */
async function checkSlots(
  db: Kysely<Database>,
  user: AuthUser,
  input: MoveTradesRequest,
): Promise<{ destination: TownRow; sourceTown: TownRow | undefined }> {
  const destination = await resolvableTown(db, user, input.new_location.town_id);
  const source = input.trade_ids ? undefined : input.old_location;
  const sourceTown = source ? await resolvableTown(db, user, source.town_id) : undefined;
  if (sourceTown && sourceTown.server_id !== destination.server_id) throw badRequest(SAME_SERVER);
  if (source && sameSlot(source, input.new_location)) {
    throw badRequest('Source and destination are the same villager.');
  }
  return { destination, sourceTown };
}

async function resolvableTown(db: Kysely<Database>, user: AuthUser, id: number): Promise<TownRow> {
  const found = await findTownSeenBy(db, user, id);
  if (!found?.visible) throw badRequest(UNRESOLVED_TOWN);
  return found.town;
}

/**
 * The listed trades; 403 when any does not exist or is on a server the caller cannot see, 404 when each missing
 * one was deleted from a server the caller may see (or the caller sees every server). `visibleServer`: a server
 * already checked in this transaction (the destination's).
 */
async function listedTrades(
  db: Kysely<Database>,
  user: AuthUser,
  ids: readonly number[],
  visibleServer: number,
): Promise<TradeRow[]> {
  const unique = [...new Set(ids)];
  const trades = await tradeRowsByIds(db, unique);
  if (trades.length !== unique.length) {
    const found = new Set(trades.map((trade) => trade.id));
    const missing = unique.filter((id) => !found.has(id));
    if (await goneFromVisibleServer(db, user, 'trades', missing)) throw notFound(TRADE_NOT_FOUND);
    throw forbidden(NOT_A_MEMBER);
  }
  for (const serverId of new Set(trades.map((trade) => trade.server_id))) {
    if (serverId !== visibleServer && !(await canSeeServer(db, user, serverId)))
      throw forbidden(NOT_A_MEMBER);
  }
  return trades;
}

async function slotTrades(db: Kysely<Database>, town: TownRow, slot: SlotRef): Promise<TradeRow[]> {
  const location = await findLocationByName(db, town.id, slot.location);
  const trades = location
    ? await listTradeRows(db, {
        serverIds: [town.server_id],
        townId: town.id,
        locationId: location.id,
        row: slot.row,
        num: slot.num,
      })
    : [];
  if (trades.length === 0) throw notFound('No trades found at the source villager.');
  return trades;
}

async function copyTrades(
  db: Kysely<Database>,
  ids: readonly number[],
  slot: { town_id: number; location_id: number; row: string; num: number },
  now: string,
): Promise<number[]> {
  const records = await tradeRecords(db, ids);
  const enchantments = await enchantmentRowsOf(db, ids);
  return insertTradesBatch(
    db,
    records.map(({ id, row_version: _version, search_stamp: _stamp, ...record }) => ({
      trade: {
        ...record,
        ...slot,
        // A copy is not the villager of the world save the original was read from.
        villager_uuid: null,
        search_text: buildSearchText(
          record,
          (enchantments.get(id) ?? []).map((e) => e.name),
        ),
        created_at: now,
        updated_at: now,
      },
      enchantments: (enchantments.get(id) ?? []).map(({ enchantment_id, level }) => ({
        enchantment_id,
        level,
      })),
    })),
  );
}

function sameSlot(a: SlotRef, b: SlotRef): boolean {
  return (
    a.town_id === b.town_id &&
    a.location.trim().toLowerCase() === b.location.trim().toLowerCase() &&
    a.row === b.row &&
    a.num === b.num
  );
}
