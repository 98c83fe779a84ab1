import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type SentRequest } from '../../../../test/fake-api';
import { DataGrid } from './DataGrid';

afterEach(() => vi.unstubAllGlobals());

const TOTAL = 120;

function modpackPage(offset: number, limit: number) {
  const ids = Array.from({ length: Math.max(0, Math.min(limit, TOTAL - offset)) }, (_, i) => offset + i + 1);
  return {
    table: 'modpacks',
    key: 'id',
    columns: [
      { name: 'id', kind: 'key', required: false, hint: 'The row id.' },
      { name: 'modpack', kind: 'text', required: true, hint: 'The modpack name.' },
    ],
    rows: ids.map((id) => ({ id, modpack: `Pack ${id}` })),
    total: TOTAL,
    offset,
    limit,
  };
}

describe('Data Editor grid', () => {
  it('keeps naming and locking the rows it shows while the next page is on its way', async () => {
    let answerSecondPage: () => void = () => {};
    const secondPageAnswered = new Promise<void>((resolve) => {
      answerSecondPage = resolve;
    });
    fakeApi({
      'GET /api/data_editor/tables/modpacks': async ({ query }: SentRequest) => {
        const offset = Number(query.get('offset'));
        if (offset > 0) await secondPageAnswered;
        return modpackPage(offset, Number(query.get('limit')));
      },
    });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MantineProvider>
          <DataGrid table="modpacks" writes />
        </MantineProvider>
      </QueryClientProvider>,
    );
    const table = () => screen.getByRole('table', { name: 'modpacks rows' });
    expect(await screen.findByText('Rows 1–50 of 120')).toBeVisible();
    expect(table()).toHaveAttribute('aria-busy', 'false');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The first page's rows stay on screen until the second arrives: the pager names them, and nobody edits
    // a row that is about to vanish.
    expect(screen.getByText('Rows 1–50 of 120')).toBeVisible();
    expect(table()).toHaveAttribute('aria-busy', 'true');
    const stale = within(table()).getByRole('textbox', { name: 'modpack of row 1' });
    expect(stale).toHaveAttribute('readonly');
    expect(within(table()).getAllByRole('button', { name: 'Save' })[0]).toBeDisabled();
    expect(within(table()).getAllByRole('button', { name: 'Delete' })[0]).toBeDisabled();

    answerSecondPage();
    expect(await screen.findByText('Rows 51–100 of 120')).toBeVisible();
    expect(table()).toHaveAttribute('aria-busy', 'false');
    expect(within(table()).getByRole('textbox', { name: 'modpack of row 51' })).not.toHaveAttribute(
      'readonly',
    );
    expect(within(table()).getAllByRole('button', { name: 'Delete' })[0]).toBeEnabled();
  });
});
