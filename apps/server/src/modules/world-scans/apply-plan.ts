/**
 * What an apply writes, worked out from the stored scan and the trades stored now. Pure: the apply runs it in
 * its transaction, after checking that the trades it covers have not changed since the scan.
 */
import type { ApplyWorldScanRequest, WorldScanSlot, WorldScanVillager } from '@tradehall/contracts';
import { badRequest } from '../../lib/http-error';
import { desiredTrades } from './preview';
import type { Payload } from './scan-store';
import { type DesiredTrade, planVillager, type StoredTrade } from './villager-trades';

/** A villager the apply writes: where, and which of its offers. */
export interface Target {
  villager: WorldScanVillager;
  slot: WorldScanSlot;
}

/** The villagers to write (in the slot the player chose, or the proposed one), the offers skipped, the gone ones to remove. */
export function chooseTargets(payload: Payload, request: ApplyWorldScanRequest) {
  const inScan = new Map(payload.scan.villagers.map((v) => [v.uuid, v] as const));
  const unknown = [...(request.skip ?? []), ...(request.placements ?? []).map((p) => p.uuid)].filter(
    (uuid) => !inScan.has(uuid),
  );
  if (unknown.length > 0) {
    throw badRequest(`These villagers are not in this scan: ${unknown.slice(0, 10).join(', ')}.`);
  }
  const skip = new Set(request.skip ?? []);
  const placements = new Map((request.placements ?? []).map(({ uuid, ...slot }) => [uuid, slot] as const));
  const targets: Target[] = [];
  let skippedOffers = 0;
  for (const villager of payload.scan.villagers) {
    if (skip.has(villager.uuid)) skippedOffers += villager.offers.length;
    else targets.push({ villager, slot: placements.get(villager.uuid) ?? villager.proposed });
  }
  const gone = request.remove_gone ? payload.scan.gone.map((g) => g.uuid) : [];
  return { targets, skippedOffers, gone };
}

/** Ids of the trades of `uuids` that differ from when the scan read them (changed, added or deleted since). */
export function changedSince(
  payload: Payload,
  uuids: readonly string[],
  current: readonly StoredTrade[],
): number[] {
  const now = new Map(current.map((trade) => [trade.id, trade.row_version] as const));
  const changed = new Set<number>();
  const then = new Set<number>();
  for (const uuid of uuids) {
    for (const [id, version] of payload.versions[uuid] ?? []) {
      then.add(id);
      if (now.get(id) !== version) changed.add(id);
    }
  }
  for (const id of now.keys()) if (!then.has(id)) changed.add(id);
  return [...changed].sort((a, b) => a - b);
}

type Offer = WorldScanVillager['offers'][number];

export interface ApplyPlan {
  /** Trades to create (no `stored`) or rewrite in place. */
  writes: { desired: DesiredTrade; uuid: string; stored?: StoredTrade }[];
  removals: { trade: StoredTrade; uuid: string }[];
  unchanged: number;
  /** Offers not written: of skipped villagers, and those with an enchantment the reference lacks. */
  skipped: number;
}

/**
 * Pairs each target villager's offers (named by `name`) with its stored trades: creates, updates in place and
 * unchanged ones; with `removeGone`, the stored trades no offer is left for and those of the gone villagers
 * are removed.
 */
export function planApply(
  targets: readonly Target[],
  current: readonly StoredTrade[],
  name: (offer: Offer) => Offer,
  choice: { skippedOffers: number; gone: readonly string[]; removeGone: boolean },
): ApplyPlan {
  const storedBy = new Map<string, StoredTrade[]>();
  for (const trade of current) {
    storedBy.set(trade.villager_uuid, [...(storedBy.get(trade.villager_uuid) ?? []), trade]);
  }
  let skipped = choice.skippedOffers;
  let unchanged = 0;
  const writes: ApplyPlan['writes'] = [];
  const removals: ApplyPlan['removals'] = [];
  for (const { villager, slot } of targets) {
    const named = { ...villager, offers: villager.offers.map((offer) => name(offer)) };
    const desired = desiredTrades(named, slot);
    skipped += villager.offers.length - desired.length;
    const plan = planVillager(desired, storedBy.get(villager.uuid) ?? []);
    unchanged += plan.unchanged.length;
    for (const d of plan.creates) writes.push({ desired: d, uuid: villager.uuid });
    for (const u of plan.updates) writes.push({ desired: u.desired, uuid: villager.uuid, stored: u.stored });
    if (choice.removeGone) for (const trade of plan.leftovers) removals.push({ trade, uuid: villager.uuid });
  }
  for (const uuid of choice.gone) {
    for (const trade of storedBy.get(uuid) ?? []) removals.push({ trade, uuid });
  }
  return { writes, removals, unchanged, skipped };
}
