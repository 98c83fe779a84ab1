import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ShoppingListResponse } from '@tradehall/contracts';
import { summarizeShopping } from '@tradehall/domain';
import { useMemo, useState } from 'react';
import { toDomainBooks } from '../shopping-list';
import { ShoppingBooks } from './ShoppingBooks';
import { ShoppingMap } from './ShoppingMap';
import { ShoppingPrint } from './ShoppingPrint';
import { ShoppingTotals } from './ShoppingTotals';
import { ShoppingVisit } from './ShoppingVisit';

interface ShoppingListProps {
  list: ShoppingListResponse;
  /** The plan's own anvil levels, shown beside the merges of lower-level books. */
  planLevels: number;
  /** The server whose trades the maps draw; null draws the villagers to visit only. */
  serverId: number | null;
  /** Labels of the books the plan makes by merging two lower-level books. */
  mergedBooks?: readonly string[];
  /** 'Plan with these books' on a merge suggestion: re-plans with that book merged. */
  onPlanWithMerged?: (label: string) => void;
}

/**
 * A plan's shopping list: one choice per book (the cheapest by default), the totals of the chosen ones, the
 * towns to visit (most purchases first) with a hall map of the chosen town, and a printout of one page per town.
 */
export function ShoppingList({
  list,
  planLevels,
  serverId,
  mergedBooks,
  onPlanWithMerged,
}: ShoppingListProps) {
  const books = useMemo(() => toDomainBooks(list.books), [list.books]);
  const [choices, setChoices] = useState<(number | null)[]>(() => list.books.map((book) => book.choice));
  const summary = useMemo(() => summarizeShopping(books, choices), [books, choices]);
  const choose = (book: number, option: number) =>
    setChoices((current) => current.map((choice, index) => (index === book ? option : choice)));

  return (
    <Stack component="section" aria-labelledby="shopping-list-heading">
      <Group justify="space-between">
        <Title order={2} size="h3" id="shopping-list-heading">
          Shopping list for {list.item_keyword}
        </Title>
        <Button variant="default" onClick={() => window.print()}>
          Print shopping list
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Each book from the cheapest villager by default (emeralds, plus 1 emerald per XP point of a merge);
        choose another below.
      </Text>
      <ShoppingTotals totals={summary.totals} planLevels={planLevels} />
      <ShoppingBooks
        books={list.books}
        choices={choices}
        onChoose={choose}
        mergedBooks={mergedBooks}
        onPlanWithMerged={onPlanWithMerged}
      />
      <ShoppingVisit towns={summary.towns} />
      <ShoppingMap towns={summary.towns} serverId={serverId} />
      <ShoppingPrint
        item={list.item_keyword}
        towns={summary.towns}
        totals={summary.totals}
        planLevels={planLevels}
        missing={list.books.filter((book) => book.missing).map((book) => book.label)}
      />
    </Stack>
  );
}
