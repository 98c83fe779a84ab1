import { NAV_ENTRIES, type Role } from '@tradehall/contracts';

export { ADMIN_AREA_ROLES, can, navFor } from '@tradehall/contracts';

/**
 * Whether a role may open a page, by the navigation table of SPEC §6. Paths that are not in the table
 * (none today) are open to every signed-in role.
 */
export function canVisit(role: Role | null, path: string): boolean {
  const entry = NAV_ENTRIES.find((candidate) => candidate.path === path);
  if (!entry) return role !== null;
  return role !== null && entry.roles.includes(role);
}
