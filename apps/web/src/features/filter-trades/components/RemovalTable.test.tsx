import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FilterRemovalRow } from '@tradehall/contracts';
import { describe, expect, it } from 'vitest';
import { RESULT } from '../test-result';
import { NotJudgedList } from './NotJudgedList';
import { RemovalTable } from './RemovalTable';
import { StrategySummary } from './StrategySummary';

/** 120 removable villagers: 60 in canz / Hall 1 (A1–C20), then 60 in canz / Hall 2. */
const many: FilterRemovalRow[] = Array.from({ length: 120 }, (_, i) => {
  const location = i < 60 ? 'Hall 1' : 'Hall 2';
  const slot = `${String.fromCharCode(65 + Math.floor((i % 60) / 20))}${(i % 20) + 1}`;
  const display = `canz / ${location} / ${slot}`;
  return {
    town: 'canz',
    location,
    row: slot[0]!,
    num: Number(slot.slice(1)),
    display,
    villager_type: 'Librarian',
    Location: display,
    Type: 'Librarian',
    Lost: '',
    lost: [],
    lost_levels: [],
  };
});

const table = () => screen.getByRole('table', { name: 'Villagers You Can Remove' });
const villagerRows = () =>
  within(table())
    .getAllByRole('row')
    .filter((r) => within(r).queryAllByRole('cell').length);

describe('Villagers You Can Remove', () => {
  it('pages 50 rows a page, grouped by town and location', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider>
        <RemovalTable rows={many} counted="books" />
      </MantineProvider>,
    );
    expect(villagerRows()).toHaveLength(50);
    expect(
      within(table())
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['canz / Hall 1 (60)Print list']);
    expect(screen.getByText('Rows 1-50 of 120')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(villagerRows()).toHaveLength(50);
    expect(
      within(table())
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['canz / Hall 1 (60)Print list', 'canz / Hall 2 (60)Print list']);
    expect(screen.getByRole('button', { name: 'Print list of canz / Hall 2' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeVisible();
  });

  it('says exactly who is listed, books only or gear too', () => {
    const view = render(
      <MantineProvider>
        <RemovalTable rows={RESULT.removals} counted="books" />
      </MantineProvider>,
    );
    expect(screen.getByTestId('removal-legend')).toHaveTextContent(
      'Each villager listed sells at least one counted book, and every counted book it sells is also offered as well or better by the villagers you keep: the same level for the same price or less, or a higher level.',
    );
    view.rerender(
      <MantineProvider>
        <RemovalTable rows={RESULT.removals} counted="books_and_gear" />
      </MantineProvider>,
    );
    expect(screen.getByTestId('removal-legend')).toHaveTextContent(/every counted enchantment it sells/);
  });
});

describe('the answer says how it counted and who was not judged', () => {
  it('lists the villagers selling no counted book apart, folded', () => {
    render(
      <MantineProvider>
        <StrategySummary result={RESULT} />
        <NotJudgedList result={RESULT} />
      </MantineProvider>,
    );
    expect(screen.getByTestId('strategy-summary')).toHaveTextContent(
      'Counted: Enchanted Book trades only (enchanted gear does not count).',
    );
    expect(screen.getByTestId('strategy-summary')).toHaveTextContent(
      '3 of 6 judged villagers can be removed (1 not judged',
    );
    const list = screen.getByTestId('not-judged');
    expect(list).not.toHaveAttribute('open');
    expect(list).toHaveTextContent('Not judged: sells no counted book (1)');
    expect(list).toHaveTextContent('bones / Vault / B3 (Farmer)');
  });
});
