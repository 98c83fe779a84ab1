import { Button, Checkbox, Group, NativeSelect, Table, Text, TextInput } from '@mantine/core';
import { ADDED_FIELDS, ADDED_TRADE_FIELDS, ROWS, type Trade } from '@tradehall/contracts';
import { Fragment, memo } from 'react';
import { withCurrent } from '../filters';
import { type DraftField, describeTrade, enchantmentSummary, type TradeDraft } from '../trade-draft';
import classes from './TradeTable.module.css';

export interface TradeRowHandlers {
  onToggle: (id: number) => void;
  onChange: (trade: Trade, field: DraftField, value: string) => void;
  onEditEnchantments: (trade: Trade) => void;
}

interface TradeTableRowProps extends TradeRowHandlers {
  trade: Trade;
  /** What the inputs show: the unsaved edit, or the trade as loaded. */
  draft: TradeDraft;
  changed: boolean;
  selected: boolean;
  villagerTypes: readonly string[];
  /** Ids of the <datalist>s with this villager type's cost and sell items. */
  itemListIds: (villagerType: string) => { cost: string; sell: string };
}

// Narrow enough that the whole table, Enchantments included, fits beside the navigation at 1400 px.
const NUM_WIDTH = 50;
const ITEM_WIDTH = 100;

/** One editable trade. Memoised: typing in one row does not re-render the others. */
export const TradeTableRow = memo(function TradeTableRow({
  trade,
  draft,
  changed,
  selected,
  villagerTypes,
  itemListIds,
  onToggle,
  onChange,
  onEditEnchantments,
}: TradeTableRowProps) {
  const lists = itemListIds(draft.villager_type);
  const text = (field: DraftField, label: string, width: number, list?: string) => (
    <Table.Td>
      <TextInput
        size="xs"
        w={width}
        aria-label={label}
        value={draft[field]}
        list={list}
        onChange={(event) => onChange(trade, field, event.currentTarget.value)}
      />
    </Table.Td>
  );
  const amount = (field: DraftField, label: string, min = 0, max?: number) => (
    <Table.Td>
      <TextInput
        size="xs"
        w={NUM_WIDTH}
        type="number"
        min={min}
        max={max}
        step={1}
        aria-label={label}
        value={draft[field]}
        onChange={(event) => onChange(trade, field, event.currentTarget.value)}
      />
    </Table.Td>
  );

  return (
    <Table.Tr
      aria-label={describeTrade(trade)}
      data-changed={changed || undefined}
      bg={changed ? 'var(--mantine-color-yellow-light)' : undefined}
    >
      <Table.Td className={classes.pinned}>
        <Checkbox aria-label="Select trade" checked={selected} onChange={() => onToggle(trade.id)} />
      </Table.Td>
      {text('location', 'Location', 96)}
      <Table.Td>
        <NativeSelect
          size="xs"
          w={58}
          aria-label="Row"
          value={draft.row}
          data={withCurrent(ROWS, draft.row)}
          onChange={(event) => onChange(trade, 'row', event.currentTarget.value)}
        />
      </Table.Td>
      {amount('num', 'Num', 1, 20)}
      <Table.Td>
        <NativeSelect
          size="xs"
          w={100}
          aria-label="Villager"
          value={draft.villager_type}
          data={withCurrent(villagerTypes, draft.villager_type)}
          onChange={(event) => onChange(trade, 'villager_type', event.currentTarget.value)}
        />
      </Table.Td>
      {text('cost_item1', 'Cost 1', ITEM_WIDTH, lists.cost)}
      {amount('cost_amount1', 'Amt 1')}
      {text('cost_item2', 'Cost 2', ITEM_WIDTH, lists.cost)}
      {amount('cost_amount2', 'Amt 2')}
      {text('sell_item', 'Sell', ITEM_WIDTH, lists.sell)}
      {amount('sell_amount', 'Amt')}
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Text size="xs" miw={80} data-testid="enchantments">
            {enchantmentSummary(draft.enchantments) || '—'}
          </Text>
          <Button
            size="compact-xs"
            variant="light"
            aria-label="Edit enchantments"
            onClick={() => onEditEnchantments(trade)}
          >
            Edit
          </Button>
        </Group>
      </Table.Td>
      {ADDED_FIELDS.map((field) => (
        <Fragment key={field}>{text(field, ADDED_TRADE_FIELDS[field].label, ITEM_WIDTH)}</Fragment>
      ))}
    </Table.Tr>
  );
});
