import { Anchor, Burger, Group, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { TradehallLogo } from '../../components/TradehallLogo';
import { ColorSchemeToggle } from './ColorSchemeToggle';

/** Signed in only: loaded then (see RootLayout). */
const ServerPicker = lazy(() => import('./ServerPicker').then((m) => ({ default: m.ServerPicker })));

interface AppHeaderProps {
  /** Signed in with a known role: show the server picker and the navigation toggle. */
  signedIn: boolean;
  navOpened: boolean;
  onToggleNav: () => void;
}

/** The banner: logo, title and the colour scheme toggle always; the 'Server:' dropdown when signed in. */
export function AppHeader({ signedIn, navOpened, onToggleNav }: AppHeaderProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {signedIn && (
          <Burger
            opened={navOpened}
            onClick={onToggleNav}
            hiddenFrom="sm"
            size="sm"
            aria-label="Toggle navigation"
          />
        )}
        <Anchor component={Link} to="/search" underline="never" c="inherit">
          <Group gap="xs" wrap="nowrap">
            <TradehallLogo />
            <Text component="span" fw={700} size="xl">
              Tradehall
            </Text>
          </Group>
        </Anchor>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {signedIn && (
          <Suspense fallback={null}>
            <ServerPicker />
          </Suspense>
        )}
        <ColorSchemeToggle />
      </Group>
    </Group>
  );
}
