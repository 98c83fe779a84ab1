/**
 * The import's choices and what applying them will write, from the scan's preview alone. Pure.
 *
 * The preview says per villager whether its stored trades are `new`, `changed` or `unchanged`, but not how many
 * trades a changed villager has stored, so its offers are counted as "up to" updates (the apply may create some
 * of them and, with remove_gone, remove stored trades no offer is left for).
 */
import {
  type ApplyWorldScanRequest,
  typedNumber,
  type WorldScan,
  type WorldScanOffer,
  type WorldScanSlot,
  WorldScanSlot as WorldScanSlotSchema,
  type WorldScanVillager,
} from '@tradehall/contracts';
import { compareNatural } from '../../../lib/natural-sort';

/** A slot as its inputs hold it (num as typed). */
export interface SlotDraft {
  town: string;
  location: string;
  row: string;
  num: string;
}

export interface ImportChoices {
  /** Villagers not to import. */
  skip: ReadonlySet<string>;
  /** Slots the player edited, by villager UUID (the others keep their proposal). */
  slots: ReadonlyMap<string, SlotDraft>;
  addUnknownEnchantments: boolean;
  removeGone: boolean;
}

export const NO_CHOICES: ImportChoices = {
  skip: new Set(),
  slots: new Map(),
  addUnknownEnchantments: false,
  removeGone: false,
};

export function draftOf(slot: WorldScanSlot): SlotDraft {
  return { town: slot.town, location: slot.location, row: slot.row, num: String(slot.num) };
}

/** The villager's slot as the inputs show it: the edit, or the proposal. */
export function slotOf(villager: WorldScanVillager, choices: ImportChoices): SlotDraft {
  return choices.slots.get(villager.uuid) ?? draftOf(villager.proposed);
}

const fold = (text: string) => text.trim().toLowerCase();

/** Whether a slot differs from the proposal (names ignoring case and spaces around, as the server compares). */
export function isMoved(villager: WorldScanVillager, draft: SlotDraft): boolean {
  const { proposed } = villager;
  return (
    fold(draft.town) !== fold(proposed.town) ||
    fold(draft.location) !== fold(proposed.location) ||
    draft.row.trim().toUpperCase() !== proposed.row ||
    Number(draft.num) !== proposed.num
  );
}

/** An offer the apply writes: each of its enchantments known, or (when adding them) with a registry id. */
export function isImportable(offer: WorldScanOffer, addUnknownEnchantments: boolean): boolean {
  return offer.enchantments.every((e) => e.name !== null || (addUnknownEnchantments && e.mcid !== null));
}

const isKnown = (offer: WorldScanOffer) => isImportable(offer, false);

/** What the apply will write, each a count of trades. */
export interface ApplyEstimate {
  create: number;
  /** Trades rewritten in place; an upper bound when `updateIsMost`. */
  update: number;
  updateIsMost: boolean;
  unchanged: number;
  remove: number;
  skip: number;
}

export function estimateApply(scan: WorldScan, choices: ImportChoices): ApplyEstimate {
  const estimate: ApplyEstimate = {
    create: 0,
    update: 0,
    updateIsMost: false,
    unchanged: 0,
    remove: 0,
    skip: 0,
  };
  for (const villager of scan.villagers) {
    const { offers } = villager;
    if (choices.skip.has(villager.uuid)) {
      estimate.skip += offers.length;
      continue;
    }
    const importable = offers.filter((o) => isImportable(o, choices.addUnknownEnchantments)).length;
    estimate.skip += offers.length - importable;
    if (villager.status === 'new') {
      estimate.create += importable;
    } else if (villager.status === 'changed') {
      estimate.update += importable;
      if (importable > 0) estimate.updateIsMost = true;
    } else {
      // Unchanged: its stored trades are its known offers; offers known only now are new trades.
      const known = offers.filter(isKnown).length;
      const draft = choices.slots.get(villager.uuid);
      if (draft && isMoved(villager, draft)) estimate.update += known;
      else estimate.unchanged += known;
      estimate.create += importable - known;
    }
  }
  if (choices.removeGone) estimate.remove = scan.gone.reduce((sum, gone) => sum + gone.trades, 0);
  return estimate;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** 'Apply will create 3 trades, update up to 2 and remove 1; 4 stay unchanged and 1 is skipped.' */
export function describeEstimate(estimate: ApplyEstimate): string {
  const update = `update ${estimate.updateIsMost ? 'up to ' : ''}${estimate.update}`;
  const rest: string[] = [];
  if (estimate.unchanged > 0) rest.push(`${estimate.unchanged} stay unchanged`);
  if (estimate.skip > 0) rest.push(`${estimate.skip} ${estimate.skip === 1 ? 'is' : 'are'} skipped`);
  return `Apply will create ${plural(estimate.create, 'trade')}, ${update} and remove ${estimate.remove}${
    rest.length > 0 ? `; ${rest.join(' and ')}` : ''
  }.`;
}

export type BuiltRequest = { ok: true; body: ApplyWorldScanRequest } | { ok: false; problems: string[] };

/**
 * The apply request: the skipped villagers, the slots that differ from the proposal (each checked as the server
 * checks it), and the options. A slot that does not pass names its villager.
 */
export function buildApplyRequest(
  scan: WorldScan,
  choices: ImportChoices,
  describe: (villager: WorldScanVillager) => string,
): BuiltRequest {
  const problems: string[] = [];
  const placements: NonNullable<ApplyWorldScanRequest['placements']> = [];
  for (const villager of scan.villagers) {
    const draft = choices.slots.get(villager.uuid);
    if (choices.skip.has(villager.uuid) || !draft || !isMoved(villager, draft)) continue;
    const parsed = WorldScanSlotSchema.safeParse({ ...draft, num: typedNumber(draft.num) });
    if (parsed.success) {
      placements.push({ uuid: villager.uuid, ...parsed.data });
      continue;
    }
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    problems.push(`${describe(villager)}: ${issues.join(', ')}`);
  }
  if (problems.length > 0) return { ok: false, problems };
  const body: ApplyWorldScanRequest = {};
  if (placements.length > 0) body.placements = placements;
  const skip = scan.villagers.filter((v) => choices.skip.has(v.uuid)).map((v) => v.uuid);
  if (skip.length > 0) body.skip = skip;
  if (choices.addUnknownEnchantments) body.add_unknown_enchantments = true;
  if (choices.removeGone) body.remove_gone = true;
  return { ok: true, body };
}

/** Villagers (not skipped) that would share a slot: the apply would mix their trades. */
export function sharedSlots(scan: WorldScan, choices: ImportChoices): string[][] {
  const bySlot = new Map<string, WorldScanVillager[]>();
  for (const villager of scan.villagers) {
    if (choices.skip.has(villager.uuid) || villager.offers.length === 0) continue;
    const slot = slotOf(villager, choices);
    const key = [fold(slot.town), fold(slot.location), slot.row.trim().toUpperCase(), Number(slot.num)].join(
      '\u0000',
    );
    bySlot.set(key, [...(bySlot.get(key) ?? []), villager]);
  }
  return [...bySlot.values()].filter((list) => list.length > 1).map((list) => list.map((v) => v.uuid));
}

export interface VillagerGroup {
  town: string;
  location: string;
  villagers: WorldScanVillager[];
  gone: WorldScan['gone'];
}

/**
 * The tables: one per proposed town and location (by name, then location), villagers by row and number, and the
 * villagers gone from the world under the town and location their trades are in. Grouped by the proposal, so a
 * row does not jump to another table while its slot is being edited.
 */
export function groupVillagers(scan: WorldScan): VillagerGroup[] {
  const groups = new Map<string, VillagerGroup>();
  const groupOf = (town: string, location: string) => {
    const key = `${fold(town)}\u0000${fold(location)}`;
    let group = groups.get(key);
    if (!group) {
      group = { town, location, villagers: [], gone: [] };
      groups.set(key, group);
    }
    return group;
  };
  for (const villager of scan.villagers) {
    groupOf(villager.proposed.town, villager.proposed.location).villagers.push(villager);
  }
  for (const gone of scan.gone) groupOf(gone.town, gone.location).gone.push(gone);
  const bySlot = (a: { row: string; num: number }, b: { row: string; num: number }) =>
    compareNatural(a.row, b.row) || a.num - b.num;
  for (const group of groups.values()) {
    group.villagers.sort((a, b) => bySlot(a.proposed, b.proposed));
    group.gone.sort(bySlot);
  }
  return [...groups.values()].sort(
    (a, b) => compareNatural(a.town, b.town) || compareNatural(a.location, b.location),
  );
}
