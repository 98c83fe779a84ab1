import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { OptimizerPlan } from '@tradehall/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NARROW_SCREEN_QUERY } from '../../../components/use-narrow-screen';
import { SHOPPING_LIST } from '../test-shopping-list';
import { PlanResult } from './PlanResult';
import { ShoppingList } from './ShoppingList';

/** A two-step plan: the item and a merged book, the second step Too Expensive. */
const PLAN: OptimizerPlan = {
  item: 'Sword',
  strategy: 'grouped',
  objective: 'levels',
  too_expensive_cap: true,
  rules: { level_cap: 40, prior_work: 'vanilla', modpack: null },
  order_matters: true,
  proven_optimal: true,
  feasible_under_cap: false,
  steps: [
    {
      step: 1,
      target: {
        kind: 'book',
        label: 'Sharpness V',
        enchantments: ['Sharpness V'],
        prior_work: 0,
        from_step: null,
      },
      sacrifice: {
        kind: 'book',
        label: 'Looting III',
        enchantments: ['Looting III'],
        prior_work: 0,
        from_step: null,
      },
      result: 'merged-book',
      result_enchantments: ['Sharpness V', 'Looting III'],
      levels: 6,
      xp: 72,
      prior_work_after: 1,
      too_expensive: false,
    },
    {
      step: 2,
      target: { kind: 'item', label: 'Sword', enchantments: [], prior_work: 0, from_step: null },
      sacrifice: {
        kind: 'merged-book',
        label: 'Book (Sharpness V, Looting III)',
        enchantments: ['Sharpness V', 'Looting III'],
        prior_work: 1,
        from_step: 1,
      },
      result: 'item',
      result_enchantments: ['Sharpness V', 'Looting III'],
      levels: 41,
      xp: 2_920,
      prior_work_after: 2,
      too_expensive: true,
    },
  ],
  too_expensive_steps: [2],
  totals: { levels: 47, xp: 2_992, xp_if_saved_up: 3_500, steps: 2, max_step_levels: 41 },
  final_prior_work: 2,
  enchantments: ['Sharpness V', 'Looting III'],
  tree: { kind: 'item', label: 'Sword', prior_work: 0 },
};

const originalMatchMedia = window.matchMedia;
function screenWidthNarrow(narrow: boolean) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: narrow && query === NARROW_SCREEN_QUERY,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}
beforeEach(() => screenWidthNarrow(true));
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

/** Each card's lines as 'label: value'. */
function facts(card: HTMLElement): string[] {
  return [...card.querySelectorAll('dt')].map(
    (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
  );
}

describe('below 600 px', () => {
  it('shows each plan step as a card with every column, and the totals', () => {
    render(
      <MantineProvider>
        <PlanResult plan={PLAN} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('table', { name: 'Plan steps' })).toBeNull();
    const steps = within(screen.getByRole('list', { name: 'Plan steps' })).getAllByRole('group');
    expect(steps.map((card) => card.getAttribute('aria-label'))).toEqual(['Step 1', 'Step 2']);
    expect(facts(steps[1]!)).toEqual([
      'Left slot: Sword',
      'Right slot: Book (Sharpness V, Looting III) (from step 1)',
      'Levels: 41',
      'XP: 2,920',
      'Prior work after: 2',
    ]);
    expect(steps[1]).toHaveTextContent('Too Expensive');
    expect(steps[0]).not.toHaveTextContent('Too Expensive');
    expect(facts(screen.getByRole('group', { name: 'Plan total' }))).toEqual([
      'Levels: 47',
      'XP: 2,992',
      'Prior work after: 2',
    ]);
  });

  it('shows each purchase of the shopping list as a card with what to buy and its price', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MantineProvider>
          <ShoppingList list={SHOPPING_LIST} planLevels={23} serverId={null} />
        </MantineProvider>
      </QueryClientProvider>,
    );
    const visit = screen.getByRole('region', { name: 'Where to go' });
    expect(within(visit).queryByRole('table')).toBeNull();
    const town = within(visit).getAllByRole('list', { name: /^Villagers to visit in / })[0]!;
    const cards = within(town).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      expect(facts(card).map((line) => line.split(':')[0])).toEqual(['Buy', 'Price']);
    }
    expect(cards[0]).toHaveTextContent(/^Main Hall A1 · Librarian/);
    expect(facts(cards[0]!)).toEqual(['Buy: Mending', 'Price: 30 Emerald + 1 Book']);
  });

  it('keeps the tables from 600 px up', () => {
    screenWidthNarrow(false);
    render(
      <MantineProvider>
        <PlanResult plan={PLAN} />
      </MantineProvider>,
    );
    expect(screen.getByRole('table', { name: 'Plan steps' })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Plan steps' })).toBeNull();
  });
});
