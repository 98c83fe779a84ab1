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
});
