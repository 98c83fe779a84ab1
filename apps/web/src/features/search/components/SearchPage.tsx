import { Alert, Stack, Text, Title } from '@mantine/core';
import { useCurrentServerId } from '../../../entities/session';
import { useSearchScreen } from '../use-search-screen';
import { SearchFilters } from './SearchFilters';
import { SearchResults } from './SearchResults';

/** /search (SPEC §2): trade search over the current server. */
export function SearchPage() {
  const serverId = useCurrentServerId();
  return (
    <Stack>
      <Title order={1}>Trade Search</Title>
      {/* A new server starts a new screen: its own filters and no results. */}
      <TradeSearchScreen key={serverId ?? 'default'} serverId={serverId} />
    </Stack>
  );
}

function TradeSearchScreen({ serverId }: { serverId: number | null }) {
  const screen = useSearchScreen(serverId);
  const { filterStatus, search } = screen;

  return (
    <Stack>
      <SearchFilters
        criteria={screen.criteria}
        towns={screen.towns}
        locations={screen.locations}
        villagerTypes={screen.villagerTypes}
        onChange={screen.setCriteria}
        onSearch={screen.runSearch}
      />
      {filterStatus?.error && (
        <Alert color="red" role="alert">
          {filterStatus.text}
        </Alert>
      )}
      {filterStatus && !filterStatus.error && (
        <Text size="sm" c="dimmed">
          {filterStatus.text}
        </Text>
      )}
      <SearchResults
        searched={screen.searched}
        fetching={search.isFetching}
        failed={search.isError}
        trades={screen.trades}
        received={screen.received}
      />
    </Stack>
  );
}
