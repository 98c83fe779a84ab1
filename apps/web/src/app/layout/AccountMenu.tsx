import { ActionIcon, Menu } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../entities/session';
import { LOGIN_PATH } from '../../lib/api';

/** A head and shoulders; decorative, the button's name says what it opens. */
function PersonIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
        <circle cx={12} cy={8} r={4} />
        <path d="M4 21a8 8 0 0 1 16 0" />
      </g>
    </svg>
  );
}

/**
 * The header's account menu, beside the colour scheme toggle: who is signed in, Profile and Logout (issue 28:
 * Logout was only on the Profile page, which keeps its button).
 */
export function AccountMenu() {
  const { username, role, logout } = useSession();
  const navigate = useNavigate();

  function handleLogout() {
    logout();
    navigate(LOGIN_PATH, { replace: true });
  }

  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label="Account menu" title="Account menu">
          <PersonIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {username && (
          <Menu.Label>
            Signed in as {username}
            {role ? ` (${role})` : ''}
          </Menu.Label>
        )}
        <Menu.Item component={Link} to="/profile">
          Profile
        </Menu.Item>
        <Menu.Item color="red" onClick={handleLogout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
