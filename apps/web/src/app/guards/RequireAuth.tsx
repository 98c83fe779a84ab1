import { Button, Center, Stack, Text } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useSession } from '../../entities/session';
import { LOGIN_PATH } from '../../lib/api';
import type { LoginRedirectState } from '../../lib/login-redirect';
import { getLastClearReason } from '../../lib/token-store';

/** Every route but /login: without a token go to /login carrying the origin; wait for user and servers. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();

  if (session.status === 'signed-out') {
    // After a deliberate logout the next login starts over at /search.
    const state: LoginRedirectState | undefined =
      getLastClearReason() === 'signed-out'
        ? undefined
        : { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={LOGIN_PATH} replace state={state} />;
  }
  if (session.status === 'unreachable') {
    return (
      <Center mih={200}>
        <Stack align="center" gap="xs" role="alert">
          <Text>Could not load your account from the server.</Text>
          <Button variant="light" onClick={session.retry}>
            Try Again
          </Button>
        </Stack>
      </Center>
    );
  }
  if (session.status === 'loading') return <PageLoader />;
  return <Outlet />;
}
