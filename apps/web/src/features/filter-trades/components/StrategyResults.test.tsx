import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RESULT } from '../test-result';
import { CoverageTable } from './CoverageTable';
import { StrategyResults } from './StrategyResults';

/** The results of a run on canz and bones; without a server no trades are fetched: the maps show the answer. */
function renderResults() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <StrategyResults serverId={null} towns={['canz', 'bones']} result={RESULT} error={null} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const toggle = (enchantment: string) => screen.getByRole('button', { name: `${enchantment}: where to buy` });
const vault = () => screen.getByRole('grid', { name: 'Hall map: bones / Vault' });

describe('Coverage rows', () => {
  it('open on a click to list where to buy, each slot linked to its map cell', async () => {
    const user = userEvent.setup();
    let active: string | null = null;
    const view = render(
      <MantineProvider>
        <CoverageTable rows={RESULT.coverage} active={active} onToggle={(name) => (active = name)} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('list', { name: /Where to buy/ })).toBeNull();
    await user.click(screen.getByRole('cell', { name: '15 Emerald' }));
    expect(active).toBe('Protection');

    view.rerender(
      <MantineProvider>
        <CoverageTable rows={RESULT.coverage} active="Protection" onToggle={() => {}} />
      </MantineProvider>,
    );
    expect(toggle('Protection')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('Mending')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Where to buy Protection IV for 15 Emerald:')).toBeVisible();
    const links = within(screen.getByRole('list', { name: 'Where to buy Protection' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['bones / Vault / B1', '#hall-map-bones-Vault-B1'],
      ['bones / Vault / B2', '#hall-map-bones-Vault-B2'],
    ]);
  });

  it('highlight their sellers on the maps, and a link focuses the cell', async () => {
    const user = userEvent.setup();
    renderResults();
    expect(within(vault()).getByRole('gridcell', { name: 'B1 Librarian, keep' })).toHaveAttribute(
      'data-state',
      'keep',
    );
    expect(within(vault()).getByRole('gridcell', { name: 'B2 Armorer, remove' })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Hall map: canz / Hall 1' })).toBeInTheDocument();

    await user.click(toggle('Protection'));
    expect(toggle('Protection')).toHaveAttribute('aria-expanded', 'true');
    const b1 = within(vault()).getByRole('gridcell', { name: 'B1 Librarian, keep, highlighted' });
    within(vault()).getByRole('gridcell', { name: 'B2 Armorer, remove, highlighted' });
    expect(within(vault()).getByRole('gridcell', { name: 'B3 Farmer, not covered' })).not.toHaveAttribute(
      'data-highlighted',
    );

    await user.click(screen.getByRole('link', { name: 'bones / Vault / B1' }));
    expect(b1).toHaveFocus();

    await user.click(toggle('Mending'));
    expect(toggle('Protection')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('gridcell', { name: 'A1 Librarian, keep, highlighted' })).toBeInTheDocument();
    expect(within(vault()).queryAllByRole('gridcell', { name: /highlighted/ })).toEqual([]);

    await user.click(toggle('Mending'));
    expect(screen.queryAllByRole('gridcell', { name: /highlighted/ })).toEqual([]);
  });

  it('keep the villagers-to-keep text list below, folded', () => {
    renderResults();
    const list = screen.getByTestId('kept-villagers');
    expect(list).not.toHaveAttribute('open');
    expect(list).toHaveTextContent(
      'Villagers to keep: bones / Vault / B1; canz / Hall 1 / A1; canz / Hall 1 / A3',
    );
  });
});
