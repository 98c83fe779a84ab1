import { Alert, Text } from '@mantine/core';
import type { FilterTradesResponse } from '@tradehall/contracts';
import { countedText } from '../counted-words';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** How many villagers stay and go, whether that is proven the fewest, and whether other choices tie. */
export function StrategySummary({ result }: { result: FilterTradesResponse }) {
  const { kept_count: kept, stats } = result;
  const minimal = result.proven_minimal
    ? 'Proven minimal: no smaller set of villagers keeps all of it.'
    : `Not proven minimal: the search stopped early (${stats.cutoff}); no set smaller than ${result.lower_bound} villagers exists.`;
  return (
    <Alert color={result.proven_minimal ? 'teal' : 'yellow'} title="Result" data-testid="strategy-summary">
      <Text size="sm">
        Keep {plural(kept, 'villager')} to sell all{' '}
        {plural(stats.counted_enchantments, 'counted enchantment')} at their best level and cheapest price;{' '}
        {result.removals.length} of {plural(stats.villagers - result.not_judged.length, 'judged villager')}{' '}
        can be removed
        {result.not_judged.length > 0
          ? ` (${result.not_judged.length} not judged: they sell nothing that counts)`
          : ''}
        .
      </Text>
      <Text size="sm">{countedText(result.counted)}</Text>
      <Text size="sm">{minimal}</Text>
      {result.alternative_optima_exist && (
        <Text size="sm">
          Other equally small choices exist
          {result.alternatives.length > 0
            ? `: ${result.alternatives.join(', ')} could come from another villager.`
            : '.'}
        </Text>
      )}
    </Alert>
  );
}
