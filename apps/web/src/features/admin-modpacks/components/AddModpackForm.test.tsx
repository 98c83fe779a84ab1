import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { AddModpackForm } from './AddModpackForm';

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <AddModpackForm />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('Add modpack form', () => {
  it('checks the name with the contract before sending, and announces the problem on its field', async () => {
    const sent = fakeApi({});
    const user = userEvent.setup();
    renderForm();
    const name = screen.getByRole('textbox', { name: 'Modpack name' });
    expect(name).not.toHaveAttribute('aria-invalid');

    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: 'Add Modpack' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Modpack name is required.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect(screen.getByRole('textbox', { name: 'Version' })).not.toHaveAttribute('aria-invalid');
    expect(sent).toEqual([]);
  });

  it('sends a valid modpack and shows the server’s answer as a status', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({ message: 'Added RLCraft.', row: { id: 3, modpack: 'RLCraft', version: '2.9' } }),
          {
            headers: { 'Content-Type': 'application/json' },
          },
        ),
    );
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Modpack name' }), 'RLCraft');
    await user.type(screen.getByRole('textbox', { name: 'Version' }), '2.9');
    await user.click(screen.getByRole('button', { name: 'Add Modpack' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Added RLCraft.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Modpack name' })).toHaveValue('');
  });

  it('starts with vanilla anvil rules and sends the level cap as a number, empty as no cap', async () => {
    const sent = fakeApi({
      'POST /api/data_editor/tables/modpacks': { message: 'Saved X.', row: { id: 9, modpack: 'X' } },
    });
    const user = userEvent.setup();
    renderForm();
    const levelCap = screen.getByRole('textbox', { name: 'Level cap' });
    expect(levelCap).toHaveValue('40');
    expect(screen.getByRole('combobox', { name: 'Prior work' })).toHaveValue('vanilla');
    await user.type(screen.getByRole('textbox', { name: 'Modpack name' }), 'X');
    await user.click(screen.getByRole('button', { name: 'Add Modpack' }));
    await screen.findByRole('status');
    expect(sent[0]?.body).toEqual({
      modpack: 'X',
      version: '',
      anvil_level_cap: 40,
      anvil_prior_work: 'vanilla',
    });

    await user.type(screen.getByRole('textbox', { name: 'Modpack name' }), 'Y');
    await user.clear(levelCap);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Prior work' }), 'remove');
    await user.click(screen.getByRole('button', { name: 'Add Modpack' }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toMatchObject({ modpack: 'Y', anvil_level_cap: null, anvil_prior_work: 'remove' });
  });

  it('names a bad level cap on its field and sends nothing', async () => {
    const sent = fakeApi({});
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Modpack name' }), 'X');
    await user.clear(screen.getByRole('textbox', { name: 'Level cap' }));
    await user.type(screen.getByRole('textbox', { name: 'Level cap' }), '-3');
    await user.click(screen.getByRole('button', { name: 'Add Modpack' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Level cap must be a whole number from 1 to 1000000, or empty for no cap.',
    );
    expect(screen.getByRole('textbox', { name: 'Level cap' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });
});
