import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_SERVER } from '../../../entities/session/servers';
import { type Session, SessionContext } from '../../../entities/session/session-context';
import { ScanPreview } from './ScanPreview';
import { PAPER_OFFER, scanOf, villager } from './test-scan';

const LIBRARIAN = villager({
  x: 120.5,
  z: 64.2,
  proposed: { town: 'Canz', location: 'Hall 1', row: 'A', num: 3 },
});
const SMITH = villager({
  villager_type: 'Tool Smith',
  x: 130,
  z: 70,
  offers: [PAPER_OFFER],
  proposed: { town: 'Canz', location: 'Hall 1', row: 'B', num: 1 },
});
const NITWIT = villager({
  villager_type: 'Nitwit',
  x: 140,
  z: 70,
  offers: [],
  proposed: { town: 'Canz', location: 'Hall 1', row: 'C', num: 1 },
});

const SESSION: Session = {
  status: 'ready',
  username: 'a_user',
  role: 'user',
  servers: [],
  currentServer: PLACEHOLDER_SERVER,
  serverId: 7,
  setCurrentServer: () => {},
  signIn: () => {},
  renewToken: () => {},
  logout: () => {},
  retry: () => {},
};

function renderPreview() {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <SessionContext.Provider value={SESSION}>
          <ScanPreview serverId={7} scan={scanOf([LIBRARIAN, SMITH, NITWIT])} towns={[]} />
        </SessionContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  const placement = screen.getByRole('region', { name: 'Proposed placement' });
  return { placement, map: () => within(placement).getByRole('grid', { name: 'Hall map: Canz / Hall 1' }) };
}

const LIBRARIAN_TITLE = 'Librarian at 120, 64';

describe('the proposed placement map of the world import', () => {
  it('draws each villager with offers in its proposed slot, named by type and best enchantment', () => {
    const { map } = renderPreview();
    expect(within(map()).getByRole('gridcell', { name: 'A3 Librarian: Mending I' })).toBeInTheDocument();
    expect(within(map()).getByRole('gridcell', { name: 'B1 Tool Smith: Buys Paper' })).toBeInTheDocument();
    expect(within(map()).getByRole('gridcell', { name: 'C1 empty' })).toBeInTheDocument();
  });

  it('moves the cell when the slot is edited, and leaves a skipped villager out', async () => {
    const user = userEvent.setup();
    const { map } = renderPreview();
    await user.selectOptions(screen.getByLabelText(`Num of ${LIBRARIAN_TITLE}`), '5');
    expect(
      await within(map()).findByRole('gridcell', { name: 'A5 Librarian: Mending I' }),
    ).toBeInTheDocument();
    expect(within(map()).getByRole('gridcell', { name: 'A3 empty' })).toBeInTheDocument();

    await user.clear(screen.getByLabelText(`Location of ${LIBRARIAN_TITLE}`));
    await user.type(screen.getByLabelText(`Location of ${LIBRARIAN_TITLE}`), 'Annex');
    const annex = await screen.findByRole('grid', { name: 'Hall map: Canz / Annex' });
    expect(within(annex).getByRole('gridcell', { name: 'A5 Librarian: Mending I' })).toBeInTheDocument();
    expect(within(map()).queryByRole('gridcell', { name: /Librarian/ })).not.toBeInTheDocument();

    await user.click(screen.getByLabelText(`Skip ${LIBRARIAN_TITLE}`));
    expect(screen.queryByRole('grid', { name: 'Hall map: Canz / Annex' })).not.toBeInTheDocument();
  });

  it("clicking a villager's cell, or Enter on it, focuses its row of the tables", async () => {
    const user = userEvent.setup();
    const { map } = renderPreview();
    await user.click(within(map()).getByRole('gridcell', { name: 'B1 Tool Smith: Buys Paper' }));
    expect(screen.getByLabelText('Skip Tool Smith at 130, 70')).toHaveFocus();

    within(map()).getByRole('gridcell', { name: 'A3 Librarian: Mending I' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText(`Skip ${LIBRARIAN_TITLE}`)).toHaveFocus();
  });

  it('gives its cells ids of their own (Manage Villager may show its map of the same location)', () => {
    const { map } = renderPreview();
    const cell = within(map()).getByRole('gridcell', { name: 'A3 Librarian: Mending I' });
    expect(cell.id).toBe('world-import-map-Canz-Hall_201-A3');
  });
});
