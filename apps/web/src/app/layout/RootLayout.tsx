import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useSession } from '../../entities/session';
import { ServiceUnavailable } from '../health/ServiceUnavailable';
import { useServiceHealth } from '../health/useServiceHealth';
import { AppHeader } from './AppHeader';
import { RoleNavigation } from './RoleNavigation';

/** Banner, role navigation and the routed screen; 'Service Unavailable' instead while the API is down. */
export function RootLayout() {
  const health = useServiceHealth();
  const { role } = useSession();
  const [navOpened, nav] = useDisclosure(false);
  const signedIn = role !== null && !health.unavailable;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={signedIn ? { width: 230, breakpoint: 'sm', collapsed: { mobile: !navOpened } } : undefined}
      padding="md"
    >
      <AppShell.Header>
        <AppHeader signedIn={signedIn} navOpened={navOpened} onToggleNav={nav.toggle} />
      </AppShell.Header>
      {signedIn && (
        <AppShell.Navbar p="xs" aria-label="Main navigation">
          <RoleNavigation onNavigate={nav.close} />
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        {health.unavailable ? (
          <ServiceUnavailable retrying={health.retrying} onRetry={health.retry} />
        ) : (
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        )}
      </AppShell.Main>
    </AppShell>
  );
}
