import { type ApplyWorldScanRequest, type ApplyWorldScanResult, can } from '@tradehall/contracts';
import { conflict, forbidden } from '../../lib/http-error';
import type { AuthUser } from '../../plugins/auth';
import { writeAudit, writeAuditRows } from '../logs/audit';
import { recordChange } from '../shared/change-log';
import { RowChangedError } from '../shared/table/types';
import { writeTradeData } from '../shared/transaction';
import { type TradeRow, tradeRowsTable } from '../trades/trade-rows.table';
import { tradesTable } from '../trades/trades.table';
import { changedSince, chooseTargets, planApply } from './apply-plan';
import { ensurePlaces, nameEnchantments, VIA } from './reference-rows';
import { assertMayScan, type WorldScanDeps } from './scan-access';
import { ownScan } from './scan-store';
import { writeTableRows } from './table-rows';
import { villagerTrades } from './world-scans.repository';

/**
 * POST /api/world-scans/{id}/apply: one transaction through the tables' own rules: enchantment references for
 * unknown enchantments (when asked, by a role that may edit them), towns, locations (reference-rows.ts), then
 * the trades as typed rows (tradeRowsTable: each offer one trade, remembering its villager's UUID): created,
 * updated in place, or left as they are; with `remove_gone`, the trades of villagers the save no longer holds
 * are removed. Trades of the villagers it covers that changed since the scan: 409 naming them, nothing written.
 */
export async function applyWorldScan(
  deps: WorldScanDeps,
  user: AuthUser,
  id: string,
  request: ApplyWorldScanRequest,
): Promise<ApplyWorldScanResult> {
  const { row, payload } = await ownScan(deps.db, user, id);
  if (request.add_unknown_enchantments && !can(user.role, 'references.edit')) {
    throw forbidden(
      `Your role (${user.role}) may not add enchantment references: apply without add_unknown_enchantments.`,
    );
  }
  const serverId = row.server_id;
  const { targets, skippedOffers, gone } = chooseTargets(payload, request);
  const covered = [...targets.map((t) => t.villager.uuid), ...gone];
  const context = { deps, user, scanId: id, serverId };

  try {
    // Adding enchantment references changes names every server shows: that write locks them all.
    const scope = request.add_unknown_enchantments === true ? 'all' : [serverId];
    return await writeTradeData(deps.db, scope, async (trx) => {
      await assertMayScan(trx, user, serverId);
      const current = await villagerTrades(trx, serverId, covered);
      const changed = changedSince(payload, covered, current);
      if (changed.length > 0) {
        const shown = changed.slice(0, 20).join(', ');
        const more = changed.length > 20 ? ` and ${changed.length - 20} more` : '';
        throw conflict(
          `These trades changed since the scan, so nothing was written: trades ${shown}${more}. Scan the world again.`,
        );
      }
      const names = await nameEnchantments(trx, context, targets, request.add_unknown_enchantments === true);

      const { writes, removals, unchanged, skipped } = planApply(targets, current, names, {
        skippedOffers,
        gone,
        removeGone: request.remove_gone === true,
      });

      const created = await ensurePlaces(
        trx,
        context,
        writes.map((w) => w.desired),
      );
      const written = await writeTableRows({
        trx,
        dialect: deps.dialect,
        actor: user,
        table: tradeRowsTable,
        rows: writes.map(
          ({ desired, uuid, stored }): TradeRow => ({
            ...(stored ? { id: stored.id, row_version: stored.row_version } : {}),
            server_id: serverId,
            town: desired.town,
            location: desired.location,
            row: desired.row,
            num: desired.num,
            villager_type: desired.villager_type,
            cost_item1: desired.cost_item1,
            cost_amount1: desired.cost_amount1,
            cost_item2: desired.cost_item2,
            cost_amount2: desired.cost_amount2,
            sell_item: desired.sell_item,
            sell_amount: desired.sell_amount,
            enchantments: desired.enchantments.map((e) => ({ mcid: names.mcidOf(e.name), level: e.level })),
            villager_uuid: uuid,
          }),
        ),
        label: (i) => {
          const { desired, uuid } = writes[i]!;
          return `villager ${uuid} (${desired.villager_type} at ${desired.town}, ${desired.location} ${desired.row}${desired.num}) offer ${desired.offer + 1}`;
        },
        audit: (i) => ({ via: VIA, scan: id, villager: writes[i]!.uuid }),
        advice: 'Skip those villagers (or fix the reference data) and apply again.',
        // The save names each villager's type, modded ones too: they come with their names.
        options: { newVillagerTypes: true },
      });

      for (const { trade } of removals) await tradesTable.remove(trx, trade.id, user);
      await writeAuditRows(trx, deps.dialect, {
        username: user.username,
        table: 'trades',
        entries: removals.map(({ trade, uuid }) => ({
          action: 'delete',
          details: { id: trade.id, via: VIA, scan: id, villager: uuid, before: trade },
        })),
      });

      const by = user.username;
      const tradeIds = [...written.map((w) => w.key), ...removals.map(({ trade }) => trade.id)];
      recordChange(trx, { type: 'trades', serverId, ids: tradeIds, by });
      if (created.towns.length > 0) recordChange(trx, { type: 'towns', serverId, ids: null, by });
      if (created.locations.length > 0) recordChange(trx, { type: 'locations', serverId, ids: null, by });
      const result: ApplyWorldScanResult = {
        created: written.filter((w) => w.inserted).length,
        updated: written.filter((w) => !w.inserted).length,
        unchanged,
        removed: removals.length,
        skipped,
      };
      await writeAudit(trx, {
        username: user.username,
        action: 'import',
        table: 'trades',
        details: {
          via: VIA,
          scan: id,
          server_id: serverId,
          world: payload.scan.world.name,
          ...result,
          ...(created.towns.length > 0 ? { towns_created: created.towns } : {}),
          ...(created.locations.length > 0 ? { locations_created: created.locations } : {}),
          ...(names.created.length > 0 ? { enchantments_created: names.created } : {}),
        },
      });
      return result;
    });
  } catch (error) {
    if (error instanceof RowChangedError) {
      throw conflict(
        'The data changed while the scan was being applied, so nothing was written. Apply it again.',
      );
    }
    throw error;
  }
}
