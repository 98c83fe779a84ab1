/** The colours of a map cell: a state's background and border, a ring for highlighted, a border for selected. */
import type { CSSProperties } from 'react';
import type { HallMapCellState } from './hall-map';

/** Mantine colour of each state: keep green, remove red, not covered grey. */
export const STATE_COLOURS: Readonly<Record<HallMapCellState, string>> = {
  keep: 'green',
  remove: 'red',
  uncovered: 'gray',
};
export const HIGHLIGHT_COLOUR = 'yellow';
export const SELECTED_COLOUR = 'blue';

const light = (colour: string) => `var(--mantine-color-${colour}-light)`;
const filled = (colour: string) => `var(--mantine-color-${colour}-filled)`;

export interface CellMarks {
  state?: HallMapCellState;
  highlighted: boolean;
  selected: boolean;
}

/** Inline style of a cell for its marks; empty when it has none (the stylesheet's plain cell). */
export function cellStyle({ state, highlighted, selected }: CellMarks): CSSProperties {
  const style: CSSProperties = {};
  if (state) {
    style.background = light(STATE_COLOURS[state]);
    style.borderColor = filled(STATE_COLOURS[state]);
    style.borderStyle = 'solid';
  } else if (highlighted) {
    style.background = light(HIGHLIGHT_COLOUR);
  }
  const rings: string[] = [];
  if (selected) rings.push(`inset 0 0 0 2px ${filled(SELECTED_COLOUR)}`);
  if (highlighted) rings.push(`0 0 0 2px ${filled(HIGHLIGHT_COLOUR)}`);
  if (rings.length > 0) style.boxShadow = rings.join(', ');
  return style;
}

/** The swatch of a legend entry. */
export function swatchStyle(mark: HallMapCellState | 'highlighted' | 'selected'): CSSProperties {
  if (mark === 'highlighted') return cellStyle({ highlighted: true, selected: false });
  if (mark === 'selected') return cellStyle({ highlighted: false, selected: true });
  return { ...cellStyle({ state: mark, highlighted: false, selected: false }), borderWidth: 1 };
}
