import type { MoveTradesRequest, SlotRef, Town } from '@tradehall/contracts';
import { MESSAGES } from './messages';

export type MoveAction = MoveTradesRequest['action'];
export const MOVE_ACTIONS: readonly MoveAction[] = ['Move', 'Copy'];

/** A villager slot as the panel's selects hold it; empty strings are "not chosen". */
export interface SlotFields {
  townId: string;
  location: string;
  row: string;
  num: string;
}

export const EMPTY_SLOT: SlotFields = { townId: '', location: '', row: '', num: '' };

export const DESTINATION_REQUIRED = 'Select a destination town, location, row and num.';
export const SOURCE_AND_DESTINATION_REQUIRED =
  'Select a source and a destination town, location, row and num (or select trades in the table).';

function complete(slot: SlotFields): boolean {
  return slot.townId !== '' && slot.location.trim() !== '' && slot.row !== '' && slot.num !== '';
}

function slotRef(slot: SlotFields, towns: readonly Town[]): SlotRef | null {
  const town = towns.find((candidate) => String(candidate.id) === slot.townId);
  if (!town) return null;
  return {
    town: town.name,
    town_id: town.id,
    location: slot.location.trim(),
    row: slot.row,
    num: Number(slot.num),
  };
}

export type MoveCheck = { ok: true; body: MoveTradesRequest } | { ok: false; problem: string };

/**
 * SPEC §5 move/copy: with trades selected, those go to the destination (which must be given); otherwise every
 * trade of the source villager does, and both must be given. Town names are resolved to ids from the town list.
 */
export function buildMoveRequest(
  action: MoveAction,
  source: SlotFields,
  destination: SlotFields,
  selectedIds: readonly number[],
  towns: readonly Town[],
): MoveCheck {
  const withSelection = selectedIds.length > 0;
  if (withSelection ? !complete(destination) : !complete(source) || !complete(destination)) {
    return { ok: false, problem: withSelection ? DESTINATION_REQUIRED : SOURCE_AND_DESTINATION_REQUIRED };
  }
  const newLocation = slotRef(destination, towns);
  const oldLocation = withSelection ? null : slotRef(source, towns);
  if (!newLocation || (!withSelection && !oldLocation))
    return { ok: false, problem: MESSAGES.unresolvedTown };
  return {
    ok: true,
    body: withSelection
      ? { action, new_location: newLocation, trade_ids: [...selectedIds] }
      : { action, new_location: newLocation, old_location: oldLocation ?? undefined },
  };
}
