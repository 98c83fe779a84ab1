import { Box, Text, VisuallyHidden } from '@mantine/core';
import { type KeyboardEvent, type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { nextSlot } from './grid-keys';
import classes from './HallMap.module.css';
import { HallMapCell } from './HallMapCell';
import { HallMapLegend, type HallMapMark, HallMapTypeLegend } from './HallMapLegend';
import {
  HALL_MAP_NUMS,
  type HallMapCellState,
  type HallMapSlot,
  type HallMapVillager,
  hallMapCellId,
  parseSlotKey,
  rowsInUse,
  slotKey,
  typeMarks,
} from './hall-map';

/** The props of `HallMap`. Slots are keyed 'A1', 'B12' everywhere (`slotKey(row, num)`). */
export interface HallMapProps {
  town: string;
  location: string;
  /** The villagers of this location (one per slot); `villagersFromTrades` builds them from trades. */
  villagers: readonly HallMapVillager[];
  /** Colour state per slot key: keep (green), remove (red), uncovered (grey, 'not covered'). */
  cellStates?: Readonly<Record<string, HallMapCellState>>;
  /** Slot keys drawn with a yellow ring (search hits, a coverage row's sellers). */
  highlighted?: Iterable<string>;
  /** The selected slot key (a blue inner border, `aria-selected`); its row is shown even when empty. */
  selected?: string | null;
  /** A cell clicked, or Enter / Space on it; without this the cells are only focusable for their tooltips. */
  onCellClick?: (slot: HallMapSlot, villager: HallMapVillager | null) => void;
  /**
   * The legends under the map: by default the villager types' marks, and the colour marks in use when any cell is
   * marked; 'types' shows the types only (the colours explained once above several maps); false hides both.
   */
  legend?: boolean | 'types';
  /** Shown above the map instead of the default 'town / location' title. */
  title?: ReactNode;
  /** The start of the cells' DOM ids (`hallMapCellId`), for a second map of the same location on a page. */
  idPrefix?: string;
}

/**
 * One location of a trading hall as a grid: rows in use (plus one empty row) × numbers 1–20. A WAI-ARIA grid
 * with one tab stop: arrow keys, Home / End, Page Up / Page Down move; Enter or Space activates a cell.
 */
export function HallMap(props: HallMapProps) {
  const { town, location, villagers, cellStates, selected = null, onCellClick, legend, title } = props;
  const gridRef = useRef<HTMLTableElement>(null);
  const highlighted = useMemo(() => new Set(props.highlighted ?? []), [props.highlighted]);
  const bySlot = useMemo(() => new Map(villagers.map((v) => [slotKey(v.row, v.num), v])), [villagers]);
  const rows = useMemo(() => {
    const marked = [...Object.keys(cellStates ?? {}), ...highlighted, ...(selected ? [selected] : [])];
    const markedRows = marked.flatMap((key) => parseSlotKey(key)?.row ?? []);
    return rowsInUse([...villagers.map((v) => v.row), ...markedRows]);
  }, [villagers, cellStates, highlighted, selected]);

  const [active, setActive] = useState<string | null>(null);
  const isShown = (key: string | null): key is string => {
    const slot = key ? parseSlotKey(key) : null;
    return slot !== null && rows.includes(slot.row);
  };
  const tabStop = isShown(active) ? active : isShown(selected) ? selected : slotKey(rows[0]!, 1);

  const onActivate = useCallback(
    (slot: HallMapSlot, villager: HallMapVillager | null) => {
      setActive(slotKey(slot.row, slot.num));
      onCellClick?.(slot, villager);
    },
    [onCellClick],
  );

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const from = (event.target as HTMLElement).dataset.slot;
    if (!from) return;
    const to = nextSlot(from, event, rows);
    if (to === null) return;
    event.preventDefault();
    setActive(to);
    gridRef.current?.querySelector<HTMLElement>(`[data-slot="${to}"]`)?.focus();
  }

  const marks =
    legend === true || legend === undefined
      ? usedMarks(cellStates, highlighted.size > 0, selected !== null)
      : [];
  const types = legend === false ? [] : typeMarks(villagers);
  const name = `Hall map: ${town} / ${location}`;
  return (
    <Box>
      {title ?? (
        <Text fw={600} size="sm" mb={4}>
          {town} / {location}
        </Text>
      )}
      <div className={classes.scroller}>
        <table
          role="grid"
          aria-label={name}
          aria-readonly
          className={classes.grid}
          ref={gridRef}
          onKeyDown={onKeyDown}
        >
          <thead>
            <tr>
              <th scope="col" className={classes.header}>
                <VisuallyHidden>Row</VisuallyHidden>
              </th>
              {HALL_MAP_NUMS.map((num) => (
                <th scope="col" key={num} className={classes.header}>
                  {num}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row}>
                <th scope="row" className={classes.rowHeader}>
                  {row}
                </th>
                {HALL_MAP_NUMS.map((num) => {
                  const key = slotKey(row, num);
                  return (
                    <HallMapCell
                      key={key}
                      id={hallMapCellId(town, location, key, props.idPrefix)}
                      slot={{ row, num }}
                      villager={bySlot.get(key) ?? null}
                      state={cellStates?.[key]}
                      highlighted={highlighted.has(key)}
                      selected={key === selected}
                      tabbable={key === tabStop}
                      clickable={onCellClick !== undefined}
                      onActivate={onActivate}
                    />
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {types.length > 0 ? <HallMapTypeLegend types={types} /> : null}
      {marks.length > 0 ? <HallMapLegend marks={marks} /> : null}
    </Box>
  );
}

function usedMarks(
  cellStates: Readonly<Record<string, HallMapCellState>> | undefined,
  anyHighlighted: boolean,
  anySelected: boolean,
): HallMapMark[] {
  const states = new Set(Object.values(cellStates ?? {}));
  const marks: HallMapMark[] = (['keep', 'remove', 'uncovered'] as const).filter((s) => states.has(s));
  if (anyHighlighted) marks.push('highlighted');
  if (anySelected) marks.push('selected');
  return marks;
}
