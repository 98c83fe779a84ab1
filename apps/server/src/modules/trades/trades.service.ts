import {
  type CreateTradeRequest,
  type DeleteResult,
  type SavedTrade,
  TRADE_RESULT_LIMIT,
  type Trade,
  type TradesQuery,
  type UpdateTradeRequest,
} from '@tradehall/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { badRequest, conflict, staleCopy } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import type { AuthUser } from '../../plugins/auth';
import { locationsNamed } from '../locations/locations-named';
import { writeAudit } from '../logs/audit';
import { assertRowAccess, assertServerAccess, serverScope } from '../servers/membership';
import { recordChange } from '../shared/change-log';
import { writeTradeData } from '../shared/transaction';
import { findServerTown, findTownByName, type TownRow } from '../towns/towns.repository';
import { accessibleTown } from '../towns/towns.service';
import { buildSearchText } from './search-text';
import { insertTrade, replaceEnchantments, tradeFields, updateTradeReturning } from './trade-rows.repository';
import { itemTypeMapCache, librarianWarnings, loadTradeRules, resolveEnchantments } from './trade-rules';
import {
  deleteTradeRow,
  findTradeSeenBy,
  listTradeRows,
  tradeAnswer,
  tradeServerSeenBy,
  withEnchantments,
} from './trades.repository';
import { assertOneVillager, knownVillagerType } from './villager-slot';

export const TOWN_AND_SELL_REQUIRED = 'A Town and a Sell Item must be selected before adding a new trade.';
export const TRADE_CHANGED = 'This trade was changed by someone else meanwhile. Reload and try again.';

export interface TradeListing {
  trades: Trade[];
  truncated: boolean;
}

/** The Manage Villager listing: filters by names (ignoring case); without server_id, every visible server. */
export async function listTrades(
  db: Kysely<Database>,
  user: AuthUser,
  query: TradesQuery,
): Promise<TradeListing> {
  const serverIds = await serverScope(db, user, query.server_id);
  const rows = await listTradeRows(db, {
    serverIds,
    townName: query.town,
    locationName: query.location,
    row: query.row,
    num: query.num,
    villagerType: query.vt,
    limit: TRADE_RESULT_LIMIT + 1,
  });
  return {
    trades: await withEnchantments(db, rows.slice(0, TRADE_RESULT_LIMIT)),
    truncated: rows.length > TRADE_RESULT_LIMIT,
  };
}

/** The trade when the caller may see its server; 403 otherwise, 404 for one deleted from a server they may see. */
export async function accessibleTrade(db: Kysely<Database>, user: AuthUser, id: number): Promise<Trade> {
  const found = await findTradeSeenBy(db, user, id);
  if (found?.visible) return found.trade;
  return assertRowAccess(db, user, found?.trade, { name: 'Trade', table: 'trades', id });
}

/**
 * The server whose lock a write of this trade takes, read before the lock (one statement); the answer of
 * accessibleTrade when the caller may not see it or it is gone. Checked again under the lock.
 */
async function serverOfTrade(db: Kysely<Database>, user: AuthUser, id: number): Promise<number> {
  const found = await tradeServerSeenBy(db, user, id);
  if (found?.visible) return found.serverId;
  return (await accessibleTrade(db, user, id)).server_id;
}

export async function createTrade(
  db: Kysely<Database>,
  user: AuthUser,
  input: CreateTradeRequest,
): Promise<SavedTrade> {
  await assertServerAccess(db, user, input.server_id);
  // Every check is made inside the write, where it holds until commit: a server, town or enchantment deleted
  // (or the caller's membership removed) meanwhile answers like a missing one, never a constraint error.
  return writeTradeData(db, [input.server_id], async (trx) => {
    // The server's access, the town and its location in one statement; each check on its own (for its answer)
    // when one fails, the location created when missing.
    const found = await findServerTown(
      trx,
      user,
      input.server_id,
      input.town_id ?? input.town,
      input.location,
    );
    if (!found.visible) await assertServerAccess(trx, user, input.server_id);
    const rules = await loadTradeRules(
      trx,
      input.enchantments.map((e) => e.name),
      itemTypeMapCache(db),
    );
    const enchantments = resolveEnchantments(rules, input.sell_item, input.enchantments);
    const town = found.town ?? (await tradeTown(trx, user, input));
    const villagerType = await knownVillagerType(trx, town.server_id, input.villager_type);
    const location = found.location ?? (await ensureLocation(trx, user, town, input.location));
    const slot = { ...input, server_id: town.server_id, town_id: town.id, location_id: location.id };
    await assertOneVillager(trx, slot, villagerType, slotName(town.name, input));
    const now = nowIso();
    const row = await insertTrade(
      trx,
      {
        server_id: town.server_id,
        town_id: town.id,
        location_id: location.id,
        ...tradeFields(input),
        villager_type: villagerType,
        search_text: buildSearchText(
          input,
          enchantments.map((e) => e.name),
        ),
        villager_uuid: null,
        created_at: now,
        updated_at: now,
        row_version: 1,
      },
      enchantments,
    );
    const after = tradeAnswer(row, { town: town.name, location: location.name }, enchantments);
    recordChange(trx, { type: 'trades', serverId: after.server_id, ids: [after.id], by: user.username });
    await writeAudit(trx, {
      username: user.username,
      action: 'create',
      table: 'trades',
      details: { after },
    });
    return withWarnings(after, librarianWarnings(rules, input, enchantments));
  });
}

export async function updateTrade(
  db: Kysely<Database>,
  user: AuthUser,
  id: number,
  input: UpdateTradeRequest,
): Promise<SavedTrade> {
  const serverId = await serverOfTrade(db, user, id);
  return writeTradeData(db, [serverId], async (trx) => {
    const before = await accessibleTrade(trx, user, id);
    const rules = await loadTradeRules(
      trx,
      input.enchantments.map((e) => e.name),
      itemTypeMapCache(db),
    );
    const enchantments = resolveEnchantments(rules, input.sell_item, input.enchantments);
    if (input.row_version !== undefined && before.row_version !== input.row_version)
      throw staleCopy(TRADE_CHANGED, before);
    // The trade's own town, on the server just checked.
    const town = { id: before.town_id, name: before.town, server_id: before.server_id };
    const villagerType = await knownVillagerType(trx, town.server_id, input.villager_type);
    const location = await ensureLocation(trx, user, town, input.location);
    const slot = { ...input, server_id: town.server_id, town_id: town.id, location_id: location.id };
    await assertOneVillager(trx, slot, villagerType, slotName(town.name, input), [id]);
    const row = await updateTradeReturning(trx, id, before.row_version, {
      location_id: location.id,
      ...tradeFields(input),
      villager_type: villagerType,
      search_text: buildSearchText(
        input,
        enchantments.map((e) => e.name),
      ),
      updated_at: nowIso(),
    });
    if (!row) throw conflict(TRADE_CHANGED);
    if (!sameEnchantments(before.enchantments, enchantments)) {
      await replaceEnchantments(trx, id, enchantments);
    }
    const after = tradeAnswer(row, { town: before.town, location: location.name }, enchantments);
    recordChange(trx, { type: 'trades', serverId: after.server_id, ids: [id], by: user.username });
    await writeAudit(trx, {
      username: user.username,
      action: 'update',
      table: 'trades',
      details: { before, after },
    });
    return withWarnings(after, librarianWarnings(rules, input, enchantments));
  });
}

export async function deleteTrade(db: Kysely<Database>, user: AuthUser, id: number): Promise<DeleteResult> {
  const serverId = await serverOfTrade(db, user, id);
  return writeTradeData(db, [serverId], async (trx) => {
    const before = await accessibleTrade(trx, user, id);
    const trades = await deleteTradeRow(trx, id);
    recordChange(trx, { type: 'trades', serverId: before.server_id, ids: [id], by: user.username });
    await writeAudit(trx, {
      username: user.username,
      action: 'delete',
      table: 'trades',
      details: { before },
    });
    return { message: 'Trade deleted.', deleted: { trades } };
  });
}

/** The town of a new trade: by id, or by name on the trade's server; it must be on that server. */
async function tradeTown(db: Kysely<Database>, user: AuthUser, input: CreateTradeRequest): Promise<TownRow> {
  if (input.town_id !== undefined) {
    const town = await accessibleTown(db, user, input.town_id);
    if (town.server_id !== input.server_id) throw badRequest('That town is not on the selected server.');
    return town;
  }
  if (!input.town) throw badRequest(TOWN_AND_SELL_REQUIRED);
  const town = await findTownByName(db, input.server_id, input.town);
  if (!town) throw badRequest(`There is no town named '${input.town}' on this server.`);
  return town;
}

/** The id and stored name of the town's location with this name (ignoring case), created (and logged) when missing. */
export async function ensureLocation(
  trx: Kysely<Database>,
  user: AuthUser,
  town: Pick<TownRow, 'id' | 'name' | 'server_id'>,
  name: string,
): Promise<{ id: number; name: string }> {
  const { locations, created } = await locationsNamed(trx, user.username, [
    { server_id: town.server_id, town_id: town.id, name },
  ]);
  for (const location of created) {
    await writeAudit(trx, {
      username: user.username,
      action: 'create',
      table: 'locations',
      details: { after: { ...location, town: town.name } },
    });
  }
  return locations[0]!;
}

/** Whether a trade's stored enchantments are the resolved ones (same names and levels): no rewrite needed. */
function sameEnchantments(
  stored: readonly { name: string; level: number }[],
  resolved: readonly { name: string; level: number }[],
): boolean {
  const key = (list: readonly { name: string; level: number }[]) =>
    list
      .map((e) => `${e.name}\u0000${e.level}`)
      .sort()
      .join('\u0001');
  return stored.length === resolved.length && key(stored) === key(resolved);
}

/** A slot as people name it: 'Canz Hall A1'. */
const slotName = (town: string, slot: { location: string; row: string; num: number }) =>
  `${town} ${slot.location.trim()} ${slot.row}${slot.num}`;

/** The saved trade, with `warnings` only when there are some. */
function withWarnings(trade: Trade, warnings: string[]): SavedTrade {
  return warnings.length > 0 ? { ...trade, warnings } : trade;
}
