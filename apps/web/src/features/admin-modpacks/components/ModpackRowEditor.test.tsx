import { MantineProvider, Table } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModpackRow } from '@tradehall/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { ModpackRowEditor } from './ModpackRowEditor';

afterEach(() => vi.unstubAllGlobals());

const RLCRAFT: ModpackRow = {
  id: 7,
  modpack: 'RLCraft',
  version: '2.9.x',
  anvil_level_cap: null,
  anvil_prior_work: 'remove_repair_scaling',
  row_version: 3,
};

function renderRow(modpack: ModpackRow = RLCRAFT) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <Table>
          <Table.Tbody>
            <ModpackRowEditor modpack={modpack} writes />
          </Table.Tbody>
        </Table>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const cap = () => screen.getByRole('textbox', { name: 'Level cap of modpack 7' });
const priorWork = () => screen.getByRole('combobox', { name: 'Prior work of modpack 7' });
const save = () => screen.getByRole('button', { name: 'Save' });

describe('Modpack row editor: the anvil rules', () => {
  it('shows the rules (an empty cap is no cap) and saves an edit with the row version', async () => {
    const saved = {
      message: 'Saved RLCraft 2.9.x.',
      row: { ...RLCRAFT, anvil_level_cap: 45, row_version: 4 },
    };
    const sent = fakeApi({ 'PUT /api/data_editor/tables/modpacks/7': saved });
    const user = userEvent.setup();
    renderRow();
    expect(cap()).toHaveValue('');
    expect(priorWork()).toHaveValue('remove_repair_scaling');
    expect(save()).toBeDisabled();
    await user.type(cap(), ' 45 ');
    await user.selectOptions(priorWork(), 'enchantment_only');
    await user.click(save());
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      modpack: 'RLCraft',
      version: '2.9.x',
      anvil_level_cap: 45,
      anvil_prior_work: 'enchantment_only',
      row_version: 3,
    });
  });

  it.each([
    ['0', 'Level cap must be a whole number from 1 to 1000000, or empty for no cap.'],
    ['forty', 'Level cap must be a whole number from 1 to 1000000, or empty for no cap.'],
    ['39.5', 'Level cap must be a whole number from 1 to 1000000, or empty for no cap.'],
  ])('checks the cap %j with the contract before sending: %s', async (typed, message) => {
    const sent = fakeApi({});
    const user = userEvent.setup();
    renderRow();
    await user.type(cap(), typed);
    await user.click(save());
    expect(screen.getByRole('alert')).toHaveTextContent(`Save failed. ${message}`);
    expect(cap()).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('clearing the cap saves null: no cap', async () => {
    const sent = fakeApi({ 'PUT /api/data_editor/tables/modpacks/7': { message: 'Saved.', row: RLCRAFT } });
    const user = userEvent.setup();
    renderRow({ ...RLCRAFT, anvil_level_cap: 40, anvil_prior_work: 'vanilla' });
    expect(cap()).toHaveValue('40');
    await user.clear(cap());
    await user.click(save());
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ anvil_level_cap: null, anvil_prior_work: 'vanilla' });
  });
});
