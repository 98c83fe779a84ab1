import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useSession } from '../../entities/session';
import { ServiceUnavailable } from '../health/ServiceUnavailable';
import { useServiceHealth } from '../health/useServiceHealth';
import { AppHeader } from './AppHeader';

// The navigation (and the header's server picker, AppHeader.tsx) only show when signed in: loaded then, so the
// login page does not carry them.
const RoleNavigation = lazy(() => import('./RoleNavigation').then((m) => ({ default: m.RoleNavigation })));

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
          <Suspense fallback={null}>
            <RoleNavigation onNavigate={nav.close} />
          </Suspense>
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
