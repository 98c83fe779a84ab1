import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../entities/session';
import { navFor } from '../../lib/permissions';

function isActive(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The navigation entries the role may see, exactly the table of SPEC §6. */
export function RoleNavigation({ onNavigate }: { onNavigate: () => void }) {
  const { role } = useSession();
  const { pathname } = useLocation();
  return navFor(role).map((entry) => {
    const active = isActive(pathname, entry.path);
    return (
      <NavLink
        key={entry.path}
        component={Link}
        to={entry.path}
        label={entry.label}
        active={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      />
    );
  });
}
