import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@tradehall/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { keepDraft, readDraft } from '../../lib/drafts';
import { SessionProvider } from './SessionProvider';
import { useSession } from './useSession';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

function LogoutButton() {
  const session = useSession();
  return (
    <button type="button" onClick={session.logout}>
      Logout {session.username}
    </button>
  );
}

describe('logout', () => {
  it('forgets the drafts kept in this tab (a re-login or a 401 does not)', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'a-token');
    fakeApi({ 'GET /api/me': { username: 'alice', role: 'user' }, 'GET /api/servers': [] });
    keepDraft('manage-villager.edits', 'alice', [{ id: 7 }]);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SessionProvider>
          <LogoutButton />
        </SessionProvider>
      </QueryClientProvider>,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout alice' }));
    expect(readDraft('manage-villager.edits', 'alice')).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});
