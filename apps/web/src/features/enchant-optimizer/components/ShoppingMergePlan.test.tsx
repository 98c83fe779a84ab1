import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SHOPPING_LIST } from '../test-shopping-list';
import { ShoppingList } from './ShoppingList';

function renderList(onPlanWithMerged: (label: string) => void, mergedBooks: readonly string[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <ShoppingList
          list={SHOPPING_LIST}
          planLevels={23}
          serverId={null}
          mergedBooks={mergedBooks}
          onPlanWithMerged={onPlanWithMerged}
        />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const sellers = (book: string) => within(screen.getByRole('group', { name: book }));

describe("the shopping list's merge suggestion", () => {
  it('offers "Plan with these books" on a book suggested as two lower-level books, and plans with it merged', async () => {
    const plan = vi.fn();
    renderList(plan);
    expect(sellers('Sharpness V').queryByRole('button', { name: 'Plan with these books' })).toBeNull();
    await userEvent.click(sellers('Looting III').getByRole('button', { name: 'Plan with these books' }));
    expect(plan).toHaveBeenCalledWith('Looting III');
  });

  it('says so instead once the plan already merges them', () => {
    renderList(vi.fn(), ['Looting III']);
    const looting = sellers('Looting III');
    expect(looting.queryByRole('button', { name: 'Plan with these books' })).toBeNull();
    expect(looting.getByText('The plan above already merges these books.')).toBeInTheDocument();
  });
});
