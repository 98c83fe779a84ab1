import { Anchor, Burger, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { TradehallLogo } from '../../components/TradehallLogo';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { LazyAccountMenu, LazyServerPicker } from './LazyServerPicker';

interface AppHeaderProps {
  /** Signed in with a known role: show the navigation toggle. */
  signedIn: boolean;
  /** Show the server picker here (signed in, and wide enough; on phones it sits atop the navigation). */
  withServerPicker: boolean;
  navOpened: boolean;
  onToggleNav: () => void;
}

/**
 * The banner: logo, title and the colour scheme toggle always; signed in, the account menu (Profile, Logout) and,
 * when wide, the 'Server:' dropdown.
 */
export function AppHeader({ signedIn, withServerPicker, navOpened, onToggleNav }: AppHeaderProps) {
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
        {withServerPicker && <LazyServerPicker />}
        <ColorSchemeToggle />
        {signedIn && <LazyAccountMenu />}
      </Group>
    </Group>
  );
}
