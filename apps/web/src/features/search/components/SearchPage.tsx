import { Alert, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { UpdatedByNote } from '../../../components/UpdatedByNote';
import { useLatestChange } from '../../../entities/live-updates';
import { useCurrentServerId } from '../../../entities/session';
import { useSearchScreen } from '../use-search-screen';
import { SearchFilters } from './SearchFilters';
import { SearchResults } from './SearchResults';

/** /search (SPEC §2): trade search over the current server. */
export function SearchPage() {
  const serverId = useCurrentServerId();
  const [, setParams] = useSearchParams();
  // Another server in the header: the search in the address belonged to the previous one.
  const [shownServerId, setShownServerId] = useState(serverId);
  useEffect(() => {
    if (serverId === shownServerId) return;
    setParams(new URLSearchParams(), { replace: true });
    setShownServerId(serverId);
  }, [serverId, shownServerId, setParams]);

  return (
    <Stack>
      <Title order={1}>Trade Search</Title>
      {/* A new server starts a new screen: its own filters and no results. */}
      <TradeSearchScreen key={shownServerId ?? 'default'} serverId={shownServerId} />
    </Stack>
  );
}

/** Changes that refresh the results: trades, and the town and location names they show. */
const RESULT_CHANGES = ['trades', 'towns', 'locations'] as const;

function TradeSearchScreen({ serverId }: { serverId: number | null }) {
  const screen = useSearchScreen(serverId);
  const { filterStatus, search } = screen;
  const liveChange = useLatestChange(RESULT_CHANGES);

  return (
    <Stack>
      <SearchFilters
        criteria={screen.criteria}
        towns={screen.towns}
        locations={screen.locations}
        villagerTypes={screen.villagerTypes}
        suggestions={screen.suggestions}
        onChange={screen.setCriteria}
        onSearch={screen.runSearch}
      />
      {filterStatus?.error && (
        <Alert color="red" role="alert">
          {filterStatus.text}
        </Alert>
      )}
      {filterStatus && !filterStatus.error && (
        <Text size="sm" c="dimmed" role="status">
          {filterStatus.text}
        </Text>
      )}
      {screen.trades.length > 0 && <UpdatedByNote change={liveChange} />}
      <SearchResults
        serverId={serverId}
        searched={screen.searched}
        // A refresh after another member's change keeps the results shown (only a new search says Searching...).
        fetching={search.isLoading}
        failed={search.isError}
        trades={screen.trades}
        received={screen.received}
        view={screen.view}
        onViewChange={screen.setView}
        sort={screen.sort}
        onSortChange={screen.setSort}
        hiddenCount={screen.hiddenCount}
      />
    </Stack>
  );
}
