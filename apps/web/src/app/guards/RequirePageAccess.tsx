import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../entities/session';
import { DEFAULT_LANDING_PATH } from '../../lib/login-redirect';
import { canVisit } from '../../lib/permissions';
import { refusedPageState } from './access-notice';

/** A page of the navigation table: a role that may not see it goes to /search (SPEC §2, §6), told why. */
export function RequirePageAccess({ path, children }: { path: string; children: ReactNode }) {
  const { role } = useSession();
  if (!canVisit(role, path))
    return <Navigate to={DEFAULT_LANDING_PATH} replace state={refusedPageState(path)} />;
  return children;
}
