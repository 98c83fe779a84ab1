import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@tradehall/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type SentRequest } from '../../../../test/fake-api';
import { SessionProvider } from '../../../entities/session';
import { UserManagementTab } from './UserManagementTab';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderTab() {
  localStorage.setItem(STORAGE_KEYS.token, 'a-token');
  const sent = fakeApi({
    'GET /api/me': { username: 'boss', role: 'admin' },
    'GET /api/servers': [],
    'GET /api/admin/users': [
      { username: 'boss', email: '', role: 'admin' },
      { username: 'bob', email: 'bob@example.com', role: 'user' },
    ],
    'PUT /api/admin/users/bob/role': ({ body }: SentRequest) => ({
      username: 'bob',
      email: '',
      ...(body as object),
    }),
    'PUT /api/admin/users/boss/role': ({ body }: SentRequest) => ({
      username: 'boss',
      email: '',
      ...(body as object),
    }),
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider>
        <SessionProvider>
          <UserManagementTab />
        </SessionProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return sent;
}

const roleChanges = (sent: SentRequest[]) => sent.filter((request) => request.method === 'PUT');

describe('Change Role asks first', () => {
  it("confirms another user's role change before sending it; Cancel keeps the role", async () => {
    const sent = renderTab();
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'Change role of bob' });
    await vi.waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, 'editor');
    const dialog = await screen.findByRole('dialog', { name: 'Change role' });
    expect(dialog).toHaveTextContent('Change the role of bob from user to editor?');
    expect(roleChanges(sent)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(select).toHaveValue('user');
    expect(roleChanges(sent)).toEqual([]);

    await user.selectOptions(select, 'editor');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Change role' })).getByRole('button', {
        name: 'Change Role',
      }),
    );
    await vi.waitFor(() =>
      expect(roleChanges(sent)).toEqual([
        expect.objectContaining({ path: '/api/admin/users/bob/role', body: { role: 'editor' } }),
      ]),
    );
  });

  it('asks for the username before an admin changes their own role', async () => {
    const sent = renderTab();
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'Change role of boss' });
    await vi.waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, 'editor');
    const dialog = await screen.findByRole('dialog', { name: 'Change your own role' });
    expect(dialog).toHaveTextContent(
      'You are about to change your own role from admin to editor. You may lose access to this page at once.',
    );
    const confirm = within(dialog).getByRole('button', { name: 'Change my role' });
    expect(confirm).toBeDisabled();
    const typed = within(dialog).getByRole('textbox', { name: 'Type your username to confirm' });
    await user.type(typed, 'bos');
    expect(confirm).toBeDisabled();
    await user.type(typed, 's');
    expect(confirm).toBeEnabled();
    expect(roleChanges(sent)).toEqual([]);
    await user.click(confirm);
    await vi.waitFor(() =>
      expect(roleChanges(sent)).toEqual([
        expect.objectContaining({ path: '/api/admin/users/boss/role', body: { role: 'editor' } }),
      ]),
    );
  });
});
