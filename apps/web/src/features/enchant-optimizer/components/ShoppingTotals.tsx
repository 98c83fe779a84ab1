import { SimpleGrid, Text } from '@mantine/core';
import type { ShoppingTotals as Totals } from '@tradehall/domain';
import { costItemsText, formatNumber } from '../shopping-list';

interface ShoppingTotalsProps {
  totals: Totals;
  planLevels: number;
}

/** The totals of the chosen options as a description list: emeralds, books, items to bring, levels, missing. */
export function ShoppingTotals({ totals, planLevels }: ShoppingTotalsProps) {
  const entries: [string, string][] = [
    ['Emeralds', formatNumber(totals.emeralds)],
    ['Books bought', formatNumber(totals.booksBought)],
    ['To bring', costItemsText(totals.costItems)],
    [
      'XP levels of the merges',
      totals.mergeLevels > 0
        ? `${formatNumber(planLevels + totals.mergeLevels)} (plan ${formatNumber(planLevels)} + lower-level merges ${formatNumber(totals.mergeLevels)})`
        : `${formatNumber(planLevels)} (the plan)`,
    ],
    ['Missing books', formatNumber(totals.missing)],
  ];
  return (
    <SimpleGrid component="dl" aria-label="Shopping totals" cols={{ base: 2, sm: 5 }} spacing="xs" m={0}>
      {entries.map(([term, value]) => (
        <div key={term}>
          <Text component="dt" size="xs" c="dimmed">
            {term}
          </Text>
          <Text
            component="dd"
            fw={600}
            m={0}
            data-testid={`shopping-total-${term.toLowerCase().replace(/\W+/g, '-')}`}
          >
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
