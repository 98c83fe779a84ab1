import { Alert, Stack, Text } from '@mantine/core';
import { FILTER_FAILED, FILTER_NO_RESULTS, type FilterTradesResponse } from '@tradehall/contracts';
import { useState } from 'react';
import { failureDetail, hasNoResults } from '../filter-rules';
import { CoverageTable } from './CoverageTable';
import { KeptVillagersList } from './KeptVillagersList';
import { NotJudgedList } from './NotJudgedList';
import { RemovalTable } from './RemovalTable';
import { StrategyMaps } from './StrategyMaps';
import { StrategySummary } from './StrategySummary';

interface StrategyResultsProps {
  serverId: number | null;
  /** The towns the strategy ran on. */
  towns: readonly string[];
  result: FilterTradesResponse | undefined;
  error: unknown;
}

/** The outcome of Apply Strategy: the failure, 'no results', or the summary, the maps and both tables. */
export function StrategyResults({ serverId, towns, result, error }: StrategyResultsProps) {
  const [active, setActive] = useState<string | null>(null);
  if (error) {
    const detail = failureDetail(error);
    return (
      <Alert color="red" role="alert">
        <Text size="sm">{FILTER_FAILED}</Text>
        {detail && <Text size="sm">{detail}</Text>}
      </Alert>
    );
  }
  if (!result) return null;
  if (hasNoResults(result)) {
    return (
      <Alert color="gray" role="status">
        {FILTER_NO_RESULTS}
      </Alert>
    );
  }
  const activeRow = result.coverage.find((row) => row.Enchantment === active) ?? null;
  return (
    <Stack>
      <StrategySummary result={result} />
      <StrategyMaps serverId={serverId} towns={towns} result={result} activeRow={activeRow} />
      <CoverageTable
        rows={result.coverage}
        active={activeRow?.Enchantment ?? null}
        onToggle={(enchantment) => setActive((current) => (current === enchantment ? null : enchantment))}
      />
      <RemovalTable key={result.removals.length} rows={result.removals} counted={result.counted} />
      <NotJudgedList result={result} />
      <KeptVillagersList kept={result.kept} />
    </Stack>
  );
}
