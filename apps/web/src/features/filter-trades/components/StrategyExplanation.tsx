import { List, Paper, Text, Title } from '@mantine/core';

/** What the strategy does, in a player's words. */
export function StrategyExplanation() {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="strategy-heading">
      <Title order={2} size="h4" id="strategy-heading" mb="xs">
        How the strategy works
      </Title>
      <List size="sm" spacing={4}>
        <List.Item>
          <Text span fw={600} size="sm">
            Coverage:
          </Text>{' '}
          for every enchantment that counts, the best level sold in the chosen towns, the villager type
          selling it, how many villagers sell that level and the cheapest price for it. Curses count only when
          kept; removed enchantments never count.
        </List.Item>
        <List.Item>
          <Text span fw={600} size="sm">
            Removable:
          </Text>{' '}
          the strategy keeps the fewest villagers that still sell every counted enchantment at its best level
          and cheapest price. A villager can go when everything it sells that counts is also offered as well
          or better by the villagers kept (the same level for the same price or less, or a higher level); the
          table lists the lower levels that go with it. Only Enchanted Book trades count, unless you tick
          Count enchanted gear too. Villagers that sell nothing that counts are not judged and are listed
          apart.
        </List.Item>
        <List.Item>
          <Text span fw={600} size="sm">
            Proven minimal:
          </Text>{' '}
          an exact search proves no smaller set of villagers would do. On a very large hall the search may
          stop at its time limit: the result then says so and how far from the smallest it can be.
        </List.Item>
      </List>
    </Paper>
  );
}
