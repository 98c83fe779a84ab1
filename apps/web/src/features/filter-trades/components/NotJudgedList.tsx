import { Text } from '@mantine/core';
import type { FilterTradesResponse } from '@tradehall/contracts';
import { notJudgedTitle } from '../counted-words';

/** The villagers that sell nothing that counts: neither kept nor removable, folded away. */
export function NotJudgedList({ result }: { result: FilterTradesResponse }) {
  if (result.not_judged.length === 0) return null;
  return (
    <details data-testid="not-judged">
      <summary>
        <Text span size="sm" fw={600}>
          {notJudgedTitle(result.counted)} ({result.not_judged.length})
        </Text>
      </summary>
      <Text size="sm" c="dimmed" mt={4}>
        The strategy leaves these villagers as they are: nothing they sell is in the Coverage table.
      </Text>
      <ul aria-label="Villagers not judged">
        {result.not_judged.map((villager) => (
          <li key={villager.display}>
            <Text span size="sm">{`${villager.display} (${villager.villager_type})`}</Text>
          </li>
        ))}
      </ul>
    </details>
  );
}
