/** Arrow-key moves between the cells of the hall map (the grid pattern of WAI-ARIA). Pure. */
import { HALL_MAP_NUMS, parseSlotKey, slotKey } from './hall-map';

export interface GridKey {
  key: string;
  ctrlKey?: boolean;
}

/**
 * The slot the focus moves to from `from` for a key press, among the rows shown; null for a key that moves
 * nothing. Moves stop at the edges. Home and End go to the row's first and last number (with Ctrl: the first and
 * last cell of the map); Page Up and Page Down to the first and last row.
 */
export function nextSlot(from: string, press: GridKey, rows: readonly string[]): string | null {
  const slot = parseSlotKey(from);
  if (!slot || rows.length === 0) return null;
  const firstNum = HALL_MAP_NUMS[0]!;
  const lastNum = HALL_MAP_NUMS[HALL_MAP_NUMS.length - 1]!;
  const rowIndex = Math.max(0, rows.indexOf(slot.row));
  const at = (index: number, num: number) =>
    slotKey(rows[Math.min(rows.length - 1, Math.max(0, index))]!, Math.min(lastNum, Math.max(firstNum, num)));
  switch (press.key) {
    case 'ArrowRight':
      return at(rowIndex, slot.num + 1);
    case 'ArrowLeft':
      return at(rowIndex, slot.num - 1);
    case 'ArrowDown':
      return at(rowIndex + 1, slot.num);
    case 'ArrowUp':
      return at(rowIndex - 1, slot.num);
    case 'Home':
      return press.ctrlKey ? at(0, firstNum) : at(rowIndex, firstNum);
    case 'End':
      return press.ctrlKey ? at(rows.length - 1, lastNum) : at(rowIndex, lastNum);
    case 'PageUp':
      return at(0, slot.num);
    case 'PageDown':
      return at(rows.length - 1, slot.num);
    default:
      return null;
  }
}
