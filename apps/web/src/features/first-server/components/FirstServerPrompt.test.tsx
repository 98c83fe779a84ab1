import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Role } from '@tradehall/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import { PLACEHOLDER_SERVER } from '../../../entities/session/servers';
import { type Session, SessionContext } from '../../../entities/session/session-context';
import { FirstServerPrompt } from './FirstServerPrompt';

const MODPACKS = [
  {
    id: 7,
    modpack: 'RLCraft',
    version: '2.9.x',
    anvil_level_cap: null,
    anvil_prior_work: 'remove_repair_scaling',
  },
  { id: 8, modpack: 'Minecraft', version: '1.12.2', anvil_level_cap: 40, anvil_prior_work: 'vanilla' },
];
const CREATED = {
  id: 31,
  name: 'My SMP',
  modpack_id: 7,
  owner_username: 'alex',
  members: [],
  row_version: 1,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function mount(role: Role, setCurrentServer: (id: string) => void = () => {}) {
  const session: Session = {
    status: 'ready',
    username: 'alex',
    role,
    servers: [],
    currentServer: PLACEHOLDER_SERVER,
    serverId: null,
    setCurrentServer,
    signIn: () => {},
    renewToken: () => {},
    logout: () => {},
    retry: () => {},
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <SessionContext.Provider value={session}>
          <MemoryRouter>
            <FirstServerPrompt />
          </MemoryRouter>
        </SessionContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('FirstServerPrompt', () => {
  it('creates the first server with the preselected modpack and makes it the current server', async () => {
    const sent = fakeApi({
      'GET /api/modpacks': MODPACKS,
      'POST /api/servers': { message: 'Server added.', server: CREATED },
    });
    const setCurrentServer = vi.fn();
    mount('user', setCurrentServer);

    expect(screen.getByRole('heading', { level: 2, name: 'Create your first server' })).toBeVisible();
    const modpack = screen.getByLabelText('Modpack');
    await waitFor(() => expect(modpack).toHaveValue('7'));
    expect(screen.getByText(/Next: import a world save/)).toBeVisible();
    // A world is read in the browser (issue 30): the hint names the folder before the ZIP upload.
    expect(screen.getByText(/Next: import a world save/)).toHaveTextContent(
      /Choose world folder: your browser reads the world and sends only its villagers.*or upload a ZIP/,
    );
    expect(screen.getByRole('link', { name: 'Manage Villager' })).toHaveAttribute('href', '/manage-villager');

    fireEvent.change(screen.getByLabelText('Server name'), { target: { value: '  My SMP ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create server' }));
    await waitFor(() => expect(setCurrentServer).toHaveBeenCalledWith('31'));
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'My SMP',
      modpack_id: 7,
    });
  });

  it('asks for a name before sending anything', async () => {
    const sent = fakeApi({ 'GET /api/modpacks': MODPACKS });
    mount('editor');
    await waitFor(() => expect(screen.getByLabelText('Modpack')).toHaveValue('7'));

    fireEvent.click(screen.getByRole('button', { name: 'Create server' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server name and modpack are required.');
    expect(screen.getByLabelText('Server name')).toHaveAttribute('aria-invalid', 'true');
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    fakeApi({
      'GET /api/modpacks': MODPACKS,
      'POST /api/servers': () => {
        throw new Error('network down');
      },
    });
    mount('user');
    await waitFor(() => expect(screen.getByLabelText('Modpack')).toHaveValue('7'));
    fireEvent.change(screen.getByLabelText('Server name'), { target: { value: 'SMP' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create server' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Could not create the server: /);
  });

  it('tells a role that may not create servers who can, with no form', () => {
    fakeApi({ 'GET /api/modpacks': MODPACKS });
    mount('auditor');
    expect(screen.getByRole('heading', { level: 2, name: 'Create your first server' })).toBeVisible();
    expect(screen.getByText(/A player or an admin creates one/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Create server' })).toBeNull();
  });
});
