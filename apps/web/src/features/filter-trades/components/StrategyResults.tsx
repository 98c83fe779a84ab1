import { Alert, Stack, Text } from '@mantine/core';
import { FILTER_FAILED, FILTER_NO_RESULTS, type FilterTradesResponse } from '@tradehall/contracts';
import { failureDetail, hasNoResults } from '../filter-rules';
import { CoverageTable } from './CoverageTable';
import { RemovalTable } from './RemovalTable';
import { StrategySummary } from './StrategySummary';

interface StrategyResultsProps {
  result: FilterTradesResponse | undefined;
  error: unknown;
}

/** The outcome of Apply Strategy: the failure, 'no results', or the summary and both tables. */
export function StrategyResults({ result, error }: StrategyResultsProps) {
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
  return (
    <Stack>
      <StrategySummary result={result} />
      <CoverageTable rows={result.coverage} />
      <RemovalTable key={result.removals.length} rows={result.removals} />
    </Stack>
  );
}
