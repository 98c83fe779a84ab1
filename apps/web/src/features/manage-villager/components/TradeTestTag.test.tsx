import { MantineProvider, Table } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Trade } from '@tradehall/contracts';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { aTrade } from '../../../../test/fixtures';
import { SessionProvider } from '../../../entities/session';
import { checkDraft, type DraftField, draftOf, type TradeDraft } from '../trade-draft';
import { AddTradeForm } from './AddTradeForm';
import { TradeTableRow } from './TradeTableRow';

afterEach(() => vi.unstubAllGlobals());

/** One editable row holding its draft, as the Manage Villager table does; shows the PUT body it would send. */
function EditableRow({ trade }: { trade: Trade }) {
  const [draft, setDraft] = useState<TradeDraft>(draftOf(trade));
  const check = checkDraft(trade, draft);
  return (
    <MantineProvider>
      <Table>
        <Table.Tbody>
          <TradeTableRow
            trade={trade}
            draft={draft}
            changed={false}
            selected={false}
            villagerTypes={['Librarian']}
            itemListIds={() => ({ cost: 'cost', sell: 'sell' })}
            onToggle={() => undefined}
            onEditEnchantments={() => undefined}
            onChange={(_trade, field: DraftField, value) => setDraft((d) => ({ ...d, [field]: value }))}
          />
        </Table.Tbody>
      </Table>
      <output data-testid="body">{check.ok ? JSON.stringify(check.body) : check.problem}</output>
    </MantineProvider>
  );
}

describe('scratch test_tag in Manage Villager', () => {
  it('shows a trade’s notes in its row and saves the edited notes', async () => {
    const user = userEvent.setup();
    render(<EditableRow trade={aTrade({ test_tag: 'spare' })} />);
    const notes = screen.getByRole('textbox', { name: 'Tag' });
    expect(notes).toHaveValue('spare');
    await user.clear(notes);
    await user.type(notes, 'sorted');
    expect(JSON.parse(screen.getByTestId('body').textContent ?? '{}')).toMatchObject({
      test_tag: 'sorted',
    });
  });

  it('names notes past 200 characters as the problem of the row', async () => {
    render(<EditableRow trade={aTrade({ test_tag: 'x'.repeat(41) })} />);
    expect(screen.getByTestId('body')).toHaveTextContent(/^tag /);
  });

  it('sends the notes typed in Add New Trade with the new trade', async () => {
    const sent = fakeApi({
      'GET /api/me': { username: 'someone', role: 'user' },
      'POST /api/trades': aTrade({ id: 9, test_tag: 'locked in' }),
    });
    const user = userEvent.setup();
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MantineProvider>
          <SessionProvider>
            <AddTradeForm
              serverId={1}
              town={{ id: 2, name: 'canz', server_id: 1, row_version: 1 }}
              villagerType="Librarian"
              filterLocation="Main Hall"
              filterRow="A"
              filterNum="1"
              locations={['Main Hall']}
              villagerItems={[{ item: 'Bread', villager: 'Librarian', trade_type: 'sell' }]}
              enchantments={[]}
              itemTypeMap={[]}
            />
          </SessionProvider>
        </MantineProvider>
      </QueryClientProvider>,
    );
    const form = screen.getByRole('region', { name: 'Add New Trade' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Sell Item' }), 'Bread');
    await user.type(within(form).getByRole('textbox', { name: 'Tag' }), 'locked in');
    await user.click(within(form).getByRole('button', { name: 'Add Trade' }));
    await screen.findByText(/Trade added/);
    const post = sent.find((request) => request.method === 'POST' && request.path === '/api/trades');
    expect(post?.body).toMatchObject({ sell_item: 'Bread', test_tag: 'locked in' });
  });
});

describe('scratch test_tag elsewhere', () => {
  it('the search results, the sort and the hall-map tooltip show it', async () => {
    const { TRADE_COLUMNS } = await import('../../search/trade-columns');
    const { readSort, sortTrades } = await import('../../search/trade-sort');
    const { offerText } = await import('../../../components/hall-map/hall-map');
    const column = TRADE_COLUMNS.find((c) => c.header === 'Tag');
    expect(column?.cell(aTrade({ test_tag: 'spare' }))).toBe('spare');
    const sorted = sortTrades([aTrade({ id: 1, test_tag: 'b' }), aTrade({ id: 2, test_tag: 'a' })], readSort('test_tag'));
    expect(sorted.map((t) => t.id)).toEqual([2, 1]);
    expect(offerText(aTrade({ notes: 'cured', test_tag: 'spare' }))).toMatch(/ · cured · spare$/);
  });
});
