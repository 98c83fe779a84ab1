import { Alert, Group, Stack, Switch, Text } from '@mantine/core';
import { TRADE_RESULT_LIMIT, type Trade } from '@tradehall/contracts';
import type { ResultsView } from '../search-url';
import type { TradeSort } from '../trade-sort';
import { SearchMaps } from './SearchMaps';
import { TradeResultsTable } from './TradeResultsTable';

export const RESULT_TEXT = {
  initial: 'Enter your search criteria and click Search.',
  searching: 'Searching...',
  none: '(No trades found.)',
  failed: 'Search failed.',
} as const;

interface SearchResultsProps {
  serverId: number | null;
  searched: boolean;
  fetching: boolean;
  failed: boolean;
  trades: readonly Trade[];
  received: number;
  view: ResultsView;
  onViewChange: (view: ResultsView) => void;
  sort: TradeSort | null;
  onSortChange: (sort: TradeSort | null) => void;
  /** With nothing found under 'Only with Enchantments': how many trades without enchantments match. */
  hiddenCount: number | null;
}

/** After the spec's '(No trades found.)': what 'Only with Enchantments' hides, and how to see it. */
export function hiddenText(count: number): string {
  const trades =
    count === 1 ? '1 trade without enchantments matches' : `${count} trades without enchantments match`;
  return `${trades}: untick Only with Enchantments.`;
}

function countText(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'trade' : 'trades'} found.`;
}

/**
 * The status line of the search (SPEC §2 texts) and, once there are trades, their count and the table, or with
 * the Map switch on, the hall maps of their locations.
 */
export function SearchResults(props: SearchResultsProps) {
  const { serverId, searched, fetching, failed, trades, received, view, onViewChange, hiddenCount } = props;
  if (!searched) return <Text c="dimmed">{RESULT_TEXT.initial}</Text>;
  if (fetching) {
    return (
      <Text c="dimmed" role="status">
        {RESULT_TEXT.searching}
      </Text>
    );
  }
  if (failed) {
    return (
      <Alert color="red" role="alert">
        {RESULT_TEXT.failed}
      </Alert>
    );
  }
  if (trades.length === 0) {
    return (
      <Text role="status">
        {hiddenCount ? `${RESULT_TEXT.none} ${hiddenText(hiddenCount)}` : RESULT_TEXT.none}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text role="status" fw={500}>
          {countText(trades.length)}
        </Text>
        <Switch
          label="Map"
          checked={view === 'map'}
          onChange={(event) => onViewChange(event.currentTarget.checked ? 'map' : 'table')}
        />
      </Group>
      {received >= TRADE_RESULT_LIMIT && (
        <Text size="sm" c="orange.8">
          {`A search returns at most ${TRADE_RESULT_LIMIT.toLocaleString('en-US')} trades: narrow the filters if some are missing.`}
        </Text>
      )}
      {view === 'map' ? (
        <SearchMaps serverId={serverId} trades={trades} />
      ) : (
        <TradeResultsTable trades={trades} sort={props.sort} onSortChange={props.onSortChange} />
      )}
    </Stack>
  );
}
