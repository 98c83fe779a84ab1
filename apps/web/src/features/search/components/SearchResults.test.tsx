import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADDED_FIELD_DEFAULTS, type Trade } from '@tradehall/contracts';
import { describe, expect, it } from 'vitest';
import type { TradeSort } from '../trade-sort';
import { SearchResults } from './SearchResults';

const trade = (id: number, amount: number): Trade => ({
  id,
  server_id: 1,
  town: 'canz',
  town_id: 1,
  location: 'Hall',
  location_id: 1,
  row: 'A',
  num: id,
  villager_type: 'Librarian',
  cost_item1: 'Emerald',
  cost_amount1: amount,
  cost_item2: 'Book',
  cost_amount2: 1,
  sell_item: 'Enchanted Book',
  sell_amount: 1,
  ...ADDED_FIELD_DEFAULTS,
  row_version: 1,
  enchantments: [{ name: 'Mending', level: 1, maxlevel: 1, mcid: 'minecraft:mending' }],
});

function renderResults(props: {
  trades?: Trade[];
  hiddenCount?: number | null;
  sort?: TradeSort | null;
  onSortChange?: (sort: TradeSort | null) => void;
}) {
  return render(
    <MantineProvider>
      <SearchResults
        serverId={1}
        searched
        fetching={false}
        failed={false}
        trades={props.trades ?? []}
        received={props.trades?.length ?? 0}
        view="table"
        onViewChange={() => {}}
        sort={props.sort ?? null}
        onSortChange={props.onSortChange ?? (() => {})}
        hiddenCount={props.hiddenCount ?? null}
      />
    </MantineProvider>,
  );
}

describe('the empty answer', () => {
  it("says how many trades 'Only with Enchantments' hides, after the spec's text", () => {
    renderResults({ hiddenCount: 14 });
    expect(screen.getByRole('status')).toHaveTextContent(
      '(No trades found.) 14 trades without enchantments match: untick Only with Enchantments.',
    );
  });

  it("is the spec's text alone when nothing is hidden", () => {
    renderResults({ hiddenCount: 0 });
    expect(screen.getByRole('status')).toHaveTextContent(/^\(No trades found\.\)$/);
  });
});

describe('sorting by a column', () => {
  it('a header click asks for that column; the sorted one says its direction', async () => {
    const user = userEvent.setup();
    const asked: (TradeSort | null)[] = [];
    renderResults({
      trades: [trade(1, 30), trade(2, 9)],
      sort: { key: 'price', descending: false },
      onSortChange: (sort) => asked.push(sort),
    });
    expect(screen.getByRole('columnheader', { name: 'Amt1' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Town' })).toHaveAttribute('aria-sort', 'none');
    await user.click(screen.getByRole('button', { name: 'Amt1' }));
    await user.click(screen.getByRole('button', { name: 'Enchantments' }));
    expect(asked).toEqual([
      { key: 'price', descending: true },
      { key: 'level', descending: true },
    ]);
  });
});
