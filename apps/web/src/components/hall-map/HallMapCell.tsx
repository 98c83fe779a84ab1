import { Tooltip, VisuallyHidden } from '@mantine/core';
import { type KeyboardEvent, memo, useId } from 'react';
import { keyedByContent } from '../../lib/keyed';
import { cellStyle } from './cell-style';
import classes from './HallMap.module.css';
import {
  cellName,
  cellText,
  type HallMapCellState,
  type HallMapSlot,
  type HallMapVillager,
  offerText,
  slotKey,
  typeMark,
} from './hall-map';

interface HallMapCellProps {
  id: string;
  slot: HallMapSlot;
  villager: HallMapVillager | null;
  state?: HallMapCellState;
  highlighted: boolean;
  selected: boolean;
  /** The one cell of the map in the tab order (roving tabindex). */
  tabbable: boolean;
  clickable: boolean;
  onActivate: (slot: HallMapSlot, villager: HallMapVillager | null) => void;
}

/** One villager slot: its type's mark and its best enchantment or main sale, its trades in a tooltip (on hover and focus). */
export const HallMapCell = memo(function HallMapCell(props: HallMapCellProps) {
  const { id, slot, villager, state, highlighted, selected, tabbable, clickable, onActivate } = props;
  const tradesId = useId();
  const key = slotKey(slot.row, slot.num);

  function onKeyDown(event: KeyboardEvent<HTMLTableCellElement>) {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onActivate(slot, villager);
  }

  const className = [classes.cell, villager ? '' : classes.empty, clickable ? classes.clickable : '']
    .filter(Boolean)
    .join(' ');
  const cell = (
    <td
      id={id}
      role="gridcell"
      aria-label={cellName(slot, villager, { state, highlighted })}
      aria-describedby={villager ? tradesId : undefined}
      aria-selected={selected}
      tabIndex={tabbable ? 0 : -1}
      data-slot={key}
      data-state={state}
      data-highlighted={highlighted || undefined}
      className={className}
      style={cellStyle({ state, highlighted, selected })}
      onClick={() => onActivate(slot, villager)}
      onKeyDown={onKeyDown}
    >
      {villager ? (
        <>
          {/* The mark is CSS content: the name spells out the type, so it is no visible text the name must hold. */}
          <span className={classes.initial} data-mark={typeMark(villager.villager_type)} aria-hidden />
          <span className={classes.enchantment} aria-hidden>
            {cellText(villager)}
          </span>
          <VisuallyHidden id={tradesId}>{tradesSummary(villager)}</VisuallyHidden>
        </>
      ) : null}
    </td>
  );
  if (!villager) return cell;
  return (
    <Tooltip
      label={<TradesTip villager={villager} slotKey={key} />}
      events={{ hover: true, focus: true, touch: true }}
      multiline
      maw={360}
      openDelay={150}
      withArrow
    >
      {cell}
    </Tooltip>
  );
});

function tradesSummary(villager: HallMapVillager): string {
  return villager.trades.map(offerText).join('; ');
}

function TradesTip({ villager, slotKey: key }: { villager: HallMapVillager; slotKey: string }) {
  return (
    <div>
      <strong>
        {key} {villager.villager_type}
      </strong>
      <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
        {keyedByContent(villager.trades, offerText).map(({ key: itemKey, item }) => (
          <li key={itemKey}>{offerText(item)}</li>
        ))}
      </ul>
    </div>
  );
}
