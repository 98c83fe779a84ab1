import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useSession } from '../../entities/session';
import { ServiceUnavailable } from '../health/ServiceUnavailable';
import { useServiceHealth } from '../health/useServiceHealth';
import { AppHeader } from './AppHeader';
import { LazyServerPicker } from './LazyServerPicker';
import { PageNotices } from './PageNotices';
import classes from './RootLayout.module.css';

// The navigation (and the header's server picker, AppHeader.tsx) only show when signed in: loaded then, so the
// login page does not carry them.
const RoleNavigation = lazy(() => import('./RoleNavigation').then((m) => ({ default: m.RoleNavigation })));
const FirstServerPrompt = lazy(() =>
  import('../../features/first-server/components/FirstServerPrompt').then((m) => ({
    default: m.FirstServerPrompt,
  })),
);

/** Marks the header for the scroll lock of modals (react-remove-scroll), which keeps it from shifting. */
const SCROLL_LOCK_FIXED_RIGHT = 'right-scroll-bar-position';

/**
 * Banner, role navigation and the routed screen; 'Service Unavailable' instead while the API is down. The frame
 * is plain HTML and CSS (RootLayout.module.css) in the layout Mantine's AppShell gave it.
 */
export function RootLayout() {
  const health = useServiceHealth();
  const { role, status, servers } = useSession();
  const [navOpened, nav] = useDisclosure(false);
  const signedIn = role !== null && !health.unavailable;
  // Below the sm breakpoint the header has no room for the server picker: it leads the navigation drawer.
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  // No server yet (a first start): every screen leads with creating one.
  const withoutServer = signedIn && status === 'ready' && servers.length === 0;

  return (
    <div
      className={classes.shell}
      data-with-navbar={signedIn || undefined}
      data-nav-opened={navOpened || undefined}
    >
      <header className={`${classes.header} ${SCROLL_LOCK_FIXED_RIGHT}`}>
        <AppHeader
          signedIn={signedIn}
          withServerPicker={signedIn && wide}
          navOpened={navOpened}
          onToggleNav={nav.toggle}
        />
      </header>
      {signedIn && (
        <nav className={classes.navbar} aria-label="Main navigation">
          {!wide && (
            <div className={classes.navServerPicker}>
              <LazyServerPicker />
            </div>
          )}
          <Suspense fallback={null}>
            <RoleNavigation onNavigate={nav.close} />
          </Suspense>
        </nav>
      )}
      <main className={classes.main}>
        {health.unavailable ? (
          <ServiceUnavailable retrying={health.retrying} onRetry={health.retry} />
        ) : (
          <>
            {withoutServer && (
              <Suspense fallback={null}>
                <FirstServerPrompt />
              </Suspense>
            )}
            <Suspense fallback={<PageLoader />}>
              <PageNotices />
              <Outlet />
            </Suspense>
          </>
        )}
      </main>
    </div>
  );
}
