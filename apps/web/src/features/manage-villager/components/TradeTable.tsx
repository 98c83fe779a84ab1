import { Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { ADDED_FIELDS, ADDED_TRADE_FIELDS, type Trade, type VillagerItem } from '@tradehall/contracts';
import { useCallback, useMemo } from 'react';
import { PageControls } from '../../../components/PageControls';
import { compareNatural } from '../../../lib/natural-sort';
import { draftChanged, draftOf, type TradeDraft } from '../trade-draft';
import classes from './TradeTable.module.css';
import { type TradeRowHandlers, TradeTableRow } from './TradeTableRow';

export const TRADES_PER_PAGE = 25;

const COLUMNS = ['Location', 'Row', 'Num', 'Villager', 'Cost 1', 'Amt 1', 'Cost 2', 'Amt 2', 'Sell', 'Amt'];

interface TradeTableProps extends TradeRowHandlers {
  trades: readonly Trade[];
  drafts: ReadonlyMap<number, TradeDraft>;
  selected: ReadonlySet<number>;
  villagerTypes: readonly string[];
  villagerItems: readonly VillagerItem[];
  page: number;
  onPageChange: (page: number) => void;
  onSelectAll: (ids: readonly number[], checked: boolean) => void;
}

/**
 * The editable trades table (SPEC §2): Sel., Location, Row, Num, Villager, Cost 1, Amt 1, Cost 2, Amt 2, Sell, Amt,
 * Enchantments with an Edit control per row, then the fields added since (Notes). Long listings are shown a page at a time; edits and the selection
 * are kept across pages.
 */
export function TradeTable({
  trades,
  drafts,
  selected,
  villagerTypes,
  villagerItems,
  page,
  onPageChange,
  onSelectAll,
  ...handlers
}: TradeTableProps) {
  const pages = Math.max(1, Math.ceil(trades.length / TRADES_PER_PAGE));
  const current = Math.min(page, pages);
  const shown = trades.slice((current - 1) * TRADES_PER_PAGE, current * TRADES_PER_PAGE);
  const shownIds = shown.map((trade) => trade.id);
  const allShownSelected = shown.length > 0 && shownIds.every((id) => selected.has(id));
  const someShownSelected = shownIds.some((id) => selected.has(id));

  // Rows are memoised: give unchanged ones the same draft object on every render.
  const loaded = useMemo(() => new Map(trades.map((trade) => [trade.id, draftOf(trade)])), [trades]);
  const itemLists = useMemo(() => datalistsOf(villagerItems), [villagerItems]);
  const itemListIds = useCallback(
    (villagerType: string) =>
      itemLists.idsOf.get(villagerType) ?? { cost: itemLists.allCost, sell: itemLists.allSell },
    [itemLists],
  );

  return (
    <Stack gap="xs">
      {itemLists.lists.map((list) => (
        <datalist key={list.id} id={list.id}>
          {list.items.map((item) => (
            <option key={item} value={item} />
          ))}
        </datalist>
      ))}
      <Table.ScrollContainer minWidth={960}>
        <Table
          striped
          highlightOnHover
          withTableBorder
          verticalSpacing={4}
          horizontalSpacing={6}
          aria-label="Trades"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={classes.pinned}>
                <Group gap={4} wrap="nowrap">
                  <Checkbox
                    size="xs"
                    aria-label="Select all shown trades"
                    checked={allShownSelected}
                    indeterminate={someShownSelected && !allShownSelected}
                    onChange={() => onSelectAll(shownIds, !allShownSelected)}
                  />
                  Sel.
                </Group>
              </Table.Th>
              {COLUMNS.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
              <Table.Th>Enchantments</Table.Th>
              {/* Last, so the Enchantments column stays in view at 1400 px (e2e/page-width.spec.ts). */}
              {ADDED_FIELDS.map((field) => (
                <Table.Th key={field}>{ADDED_TRADE_FIELDS[field].label}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((trade) => {
              const draft = drafts.get(trade.id);
              return (
                <TradeTableRow
                  key={trade.id}
                  trade={trade}
                  draft={draft ?? loaded.get(trade.id) ?? draftOf(trade)}
                  changed={draft !== undefined && draftChanged(trade, draft)}
                  selected={selected.has(trade.id)}
                  villagerTypes={villagerTypes}
                  itemListIds={itemListIds}
                  {...handlers}
                />
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {trades.length} trades, {TRADES_PER_PAGE} a page
          </Text>
          <PageControls label="Trade pages" total={pages} value={current} onChange={onPageChange} size="sm" />
        </Group>
      )}
    </Stack>
  );
}

interface ItemDatalists {
  lists: { id: string; items: string[] }[];
  idsOf: Map<string, { cost: string; sell: string }>;
  allCost: string;
  allSell: string;
}

/** One <datalist> of cost items and one of sell items per villager type, plus both for all types together. */
function datalistsOf(items: readonly VillagerItem[]): ItemDatalists {
  const lists: ItemDatalists['lists'] = [];
  const idsOf = new Map<string, { cost: string; sell: string }>();
  const add = (id: string, names: Iterable<string>) => {
    lists.push({ id, items: [...new Set(names)].sort((a, b) => compareNatural(a, b)) });
    return id;
  };
  const villagers = [...new Set(items.map((item) => item.villager))];
  villagers.forEach((villager, index) => {
    const own = items.filter((item) => item.villager === villager);
    idsOf.set(villager, {
      cost: add(
        `mv-cost-items-${index}`,
        own.filter((i) => i.trade_type === 'cost').map((i) => i.item),
      ),
      sell: add(
        `mv-sell-items-${index}`,
        own.filter((i) => i.trade_type === 'sell').map((i) => i.item),
      ),
    });
  });
  const allCost = add(
    'mv-cost-items-all',
    items.filter((i) => i.trade_type === 'cost').map((i) => i.item),
  );
  const allSell = add(
    'mv-sell-items-all',
    items.filter((i) => i.trade_type === 'sell').map((i) => i.item),
  );
  return { lists, idsOf, allCost, allSell };
}
