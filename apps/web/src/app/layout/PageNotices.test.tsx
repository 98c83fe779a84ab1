import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LiveUpdatesOffContext } from '../../entities/live-updates/live-updates-context';
import { PageNotices } from './PageNotices';

function renderNotices(off: boolean) {
  const router = createMemoryRouter([{ path: '/search', element: <PageNotices /> }], {
    initialEntries: ['/search'],
  });
  render(
    <MantineProvider>
      <LiveUpdatesOffContext.Provider value={off}>
        <RouterProvider router={router} />
      </LiveUpdatesOffContext.Provider>
    </MantineProvider>,
  );
}

describe('PageNotices', () => {
  it('says when live updates are off in this tab', () => {
    renderNotices(true);
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Live updates are off in this tab \(too many open\)$/,
    );
  });

  it('says nothing while live updates are on', () => {
    renderNotices(false);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
