import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@tradehall/contracts';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { SessionProvider } from '../../entities/session';
import { AccessNotice } from './AccessNotice';
import { RequireAuth } from './RequireAuth';
import { RequirePageAccess } from './RequirePageAccess';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderAt(path: string, role: string) {
  localStorage.setItem(STORAGE_KEYS.token, 'a-token');
  fakeApi({ 'GET /api/me': { username: 'someone', role }, 'GET /api/servers': [] });
  const router = createMemoryRouter(
    [
      {
        element: <RequireAuth />,
        children: [
          {
            element: (
              <>
                <AccessNotice />
                <Outlet />
              </>
            ),
            children: [
              {
                path: '/search',
                element: (
                  <>
                    <p>Trade Search</p>
                    <Link to="/baubles">Baubles</Link>
                  </>
                ),
              },
              { path: '/baubles', element: <p>Baubles page</p> },
              {
                path: '/admin',
                element: (
                  <RequirePageAccess path="/admin">
                    <p>Admin Dashboard</p>
                  </RequirePageAccess>
                ),
              },
              {
                path: '/manage-villager',
                element: (
                  <RequirePageAccess path="/manage-villager">
                    <p>Manage Villager</p>
                  </RequirePageAccess>
                ),
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('a refused page', () => {
  it('says "You do not have access to {page}." where the guard sends the user', async () => {
    const router = renderAt('/admin', 'user');
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to Admin.');
    expect(screen.getByText('Trade Search')).toBeVisible();
    expect(router.state.location.pathname).toBe('/search');
  });

  it('names the page the role may not open', async () => {
    renderAt('/manage-villager', 'auditor');
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to Manage Villager.');
  });

  it('says nothing on an allowed page', async () => {
    renderAt('/manage-villager', 'user');
    expect(await screen.findByText('Manage Villager')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes away on the next navigation', async () => {
    renderAt('/admin', 'editor');
    await screen.findByRole('alert');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Baubles' }));
    expect(await screen.findByText('Baubles page')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
