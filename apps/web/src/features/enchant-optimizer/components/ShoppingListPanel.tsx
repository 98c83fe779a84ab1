import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { OptimizerPlan } from '@tradehall/contracts';
import { useMemo, useState } from 'react';
import { useSession } from '../../../entities/session';
import { useShoppingList } from '../../../entities/shopping-list';
import { withReason } from '../optimizer-rules';
import { ShoppingList } from './ShoppingList';

export const SHOPPING_LIST_FAILED = 'Could not make the shopping list.';

/** The plan's `Shopping list` action: who on the selected server sells each of its books. */
interface ShoppingListPanelProps {
  plan: OptimizerPlan;
  /** Labels of the plan's books made by merging two lower-level books. */
  mergedBooks?: readonly string[];
  onPlanWithMerged?: (label: string) => void;
}

export function ShoppingListPanel({ plan, mergedBooks, onPlanWithMerged }: ShoppingListPanelProps) {
  const { serverId } = useSession();
  const [open, setOpen] = useState(false);
  const ask = useMemo(
    () =>
      open && serverId !== null
        ? { serverId, itemKeyword: plan.item, enchantments: plan.enchantments }
        : null,
    [open, serverId, plan.item, plan.enchantments],
  );
  const list = useShoppingList(ask);
  return (
    <Stack gap="sm">
      <Group>
        <Button
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          disabled={serverId === null}
          variant={open ? 'light' : 'filled'}
        >
          Shopping list
        </Button>
        {serverId === null && (
          <Text size="sm" c="dimmed">
            Select a server to see who sells the books.
          </Text>
        )}
      </Group>
      {ask && list.isPending && <Loader size="sm" aria-label="Making the shopping list" />}
      {ask && list.isError && (
        <Alert color="red" role="alert">
          {withReason(SHOPPING_LIST_FAILED, list.error)}
        </Alert>
      )}
      {ask && list.data && (
        <ShoppingList
          key={list.dataUpdatedAt}
          list={list.data}
          planLevels={plan.totals.levels}
          serverId={serverId}
          mergedBooks={mergedBooks}
          onPlanWithMerged={onPlanWithMerged}
        />
      )}
    </Stack>
  );
}
