import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@tradehall/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type SentRequest } from '../../../../test/fake-api';
import { SessionProvider } from '../../../entities/session';
import { MODPACKS_PAGE_SIZE, ModpacksTab } from './ModpacksTab';

afterEach(() => vi.unstubAllGlobals());

const TOTAL = 1234;

/** The modpacks table of an install with more modpacks than one page (and than the old 1,000 limit). */
function modpackPage({ query }: SentRequest) {
  const offset = Number(query.get('offset'));
  const limit = Number(query.get('limit'));
  const ids = Array.from({ length: Math.max(0, Math.min(limit, TOTAL - offset)) }, (_, i) => offset + i + 1);
  return {
    table: 'modpacks',
    key: 'id',
    columns: [],
    rows: ids.map((id) => ({
      id,
      modpack: `Pack ${id}`,
      version: '1.0',
      anvil_level_cap: id % 2 ? 40 : null,
      anvil_prior_work: 'vanilla',
      row_version: 1,
    })),
    total: TOTAL,
    offset,
    limit,
  };
}

describe('Modpacks tab', () => {
  it('pages through every modpack like the other admin lists', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'a-token');
    const sent = fakeApi({
      'GET /api/me': { username: 'auditor1', role: 'auditor' },
      'GET /api/servers': [],
      'GET /api/data_editor/tables/modpacks': modpackPage,
    });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MantineProvider>
          <SessionProvider>
            <ModpacksTab />
          </SessionProvider>
        </MantineProvider>
      </QueryClientProvider>,
    );
    const rows = () =>
      within(screen.getByRole('table', { name: 'Modpacks' }))
        .getAllByRole('row')
        .slice(1);

    expect(await screen.findByText(`Rows 1–${MODPACKS_PAGE_SIZE} of 1234`)).toBeVisible();
    expect(rows()).toHaveLength(MODPACKS_PAGE_SIZE);
    // Read-only for the auditor: the anvil rules as words.
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows()[0])).toEqual([
      '1',
      'Pack 1',
      '1.0',
      '40',
      'Vanilla: every anvil use raises the penalty',
    ]);
    expect(cells(rows()[1])[3]).toBe('No cap');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Rows 51–100 of 1234')).toBeVisible();
    expect(rows()[0]).toHaveTextContent('Pack 51');
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(await screen.findByText('Rows 1201–1234 of 1234')).toBeVisible();
    expect(rows().at(-1)).toHaveTextContent('Pack 1234');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    const pages = sent.filter((request) => request.path === '/api/data_editor/tables/modpacks');
    expect(pages.map(({ query }) => [query.get('offset'), query.get('limit')])).toEqual([
      ['0', '50'],
      ['50', '50'],
      ['1200', '50'],
    ]);
  });
});
