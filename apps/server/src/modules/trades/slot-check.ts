import type { Mode, RowIssue } from '../shared/table/types';
import type { Db } from '../shared/transaction';
import type { TradeValue } from './trades.check';
import { sameType, slotHoldsAnother, slotKey, storedSlotTypes } from './villager-slot';

interface SlotEntry {
  row: number;
  slot: string;
  locationId: number | null;
  type: string;
  where: string;
}

/**
 * A slot holds one villager, for writers of many rows (the data editor, CSV import, Import All, world-scan
 * apply): checked once every row is read, over the slots as they will be (the file's rows, and in merge mode the
 * stored trades the file does not rewrite).
 */
export class SlotCheck {
  private readonly entries: SlotEntry[] = [];
  private readonly keys = new Set<number>();

  constructor(private readonly mode: Mode) {}

  add(row: number, value: TradeValue): void {
    const { fields } = value;
    this.entries.push({
      row,
      slot: slotKey(value.location_id ?? `${value.town_id}|${value.location.trim().toLowerCase()}`, fields),
      locationId: value.location_id,
      type: fields.villager_type,
      where: `${value.location.trim()} ${fields.row}${fields.num}`,
    });
    if (value.key !== null) this.keys.add(value.key);
  }

  async issues(db: Db): Promise<RowIssue[]> {
    const issues: RowIssue[] = [];
    const refuse = (entry: SlotEntry, type: string) =>
      issues.push({
        row: entry.row,
        column: 'villager_type',
        reason: slotHoldsAnother(entry.where, type),
        status: 409,
      });
    const first = new Map<string, SlotEntry>();
    const pending: SlotEntry[] = [];
    for (const entry of this.entries) {
      const earlier = first.get(entry.slot);
      if (earlier === undefined) first.set(entry.slot, entry);
      if (earlier !== undefined && !sameType(earlier.type, entry.type)) refuse(entry, earlier.type);
      else pending.push(entry);
    }
    if (this.mode === 'replace') return issues;
    const locations = [
      ...new Set(pending.flatMap((entry) => (entry.locationId === null ? [] : [entry.locationId]))),
    ];
    const stored = await storedSlotTypes(db, locations, this.keys);
    for (const entry of pending) {
      const type = stored.get(entry.slot);
      if (type !== undefined && !sameType(type, entry.type)) refuse(entry, type);
    }
    return issues;
  }
}
