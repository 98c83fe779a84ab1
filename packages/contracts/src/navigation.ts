import type { Role } from './roles';

export interface NavEntry {
  label: string;
  path: string;
  roles: readonly Role[];
}

const ALL: readonly Role[] = ['user', 'editor', 'data_manager', 'auditor', 'admin'];
const NOT_AUDITOR: readonly Role[] = ['user', 'editor', 'data_manager', 'admin'];
export const ADMIN_AREA_ROLES: readonly Role[] = ['admin', 'data_manager', 'auditor'];

/** The navigation of SPEC §6, in display order. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { label: 'Search', path: '/search', roles: ALL },
  { label: 'Manage Villager', path: '/manage-villager', roles: NOT_AUDITOR },
  { label: 'Filter Trades', path: '/filter-trades', roles: NOT_AUDITOR },
  { label: 'Enchantment Optimizer', path: '/enchant-optimizer', roles: NOT_AUDITOR },
  { label: 'Baubles', path: '/baubles', roles: ALL },
  { label: 'Utilities', path: '/utilities', roles: NOT_AUDITOR },
  { label: 'Enchantments', path: '/manage-references', roles: ALL },
  { label: 'Admin', path: '/admin', roles: ADMIN_AREA_ROLES },
  { label: 'Profile', path: '/profile', roles: ALL },
];

export function navFor(role: Role | null | undefined): NavEntry[] {
  if (!role) return [];
  return NAV_ENTRIES.filter((entry) => entry.roles.includes(role));
}

export const ADMIN_TABS = [
  { path: 'users', label: 'User Management' },
  { path: 'import-export', label: 'Import / Export' },
  { path: 'data-editor', label: 'Data Editor' },
  { path: 'modpacks', label: 'Modpacks' },
  { path: 'logs', label: 'Logs' },
] as const;
