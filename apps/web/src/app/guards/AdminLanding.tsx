import type { Role } from '@tradehall/contracts';
import { Navigate } from 'react-router';
import { useSession } from '../../entities/session';
import { can } from '../../lib/permissions';

/**
 * The Admin Dashboard tab a role lands on: User Management for those who manage users (admin); the others
 * (data_manager, auditor) would see a wall of disabled selects there, so they land on Logs.
 */
export function adminLandingTab(role: Role | null): 'users' | 'logs' {
  return can(role, 'users.manage') ? 'users' : 'logs';
}

/** /admin's index: to the role's landing tab. */
export function AdminLanding() {
  const { role } = useSession();
  return <Navigate to={adminLandingTab(role)} replace />;
}
