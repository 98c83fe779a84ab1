import { Alert, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../entities/session';
import { chosenTowns } from '../strategy-map';
import { useFilterScreen } from '../use-filter-screen';
import { FilterForm } from './FilterForm';
import { StrategyExplanation } from './StrategyExplanation';
import { StrategyResults } from './StrategyResults';

/** /filter-trades (SPEC §2): coverage of the best enchantment trades and the villagers that can go. */
export function FilterTradesPage() {
  const { serverId } = useSession();
  const [, setParams] = useSearchParams();
  // Another server in the header: the criteria in the address named the previous server's towns.
  const [shownServerId, setShownServerId] = useState(serverId);
  useEffect(() => {
    if (serverId === shownServerId) return;
    if (shownServerId !== null) setParams(new URLSearchParams(), { replace: true });
    setShownServerId(serverId);
  }, [serverId, shownServerId, setParams]);
  return (
    <Stack>
      <Title order={1}>Filter Trades</Title>
      {/* A new server starts a fresh screen: its towns differ, and so would the result. */}
      <FilterTradesScreen key={shownServerId ?? 'placeholder'} serverId={shownServerId} />
    </Stack>
  );
}

function FilterTradesScreen({ serverId }: { serverId: number | null }) {
  const { selection, change, submit, problem, apply } = useFilterScreen(serverId);
  return (
    <Stack>
      <StrategyExplanation />
      <FilterForm
        serverId={serverId}
        selection={selection}
        onChange={change}
        onSubmit={submit}
        running={apply.isPending}
      />
      {problem && (
        <Alert color="orange" role="alert">
          {problem}
        </Alert>
      )}
      {!problem && (
        // A new run starts with every Coverage row closed.
        <StrategyResults
          key={apply.submittedAt}
          serverId={serverId}
          towns={chosenTowns(apply.variables?.selected_towns)}
          result={apply.data}
          error={apply.error}
        />
      )}
    </Stack>
  );
}
