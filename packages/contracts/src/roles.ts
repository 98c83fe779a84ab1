export const ROLES = ['user', 'editor', 'data_manager', 'auditor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

const ALL: readonly Role[] = ROLES;
const PLAYERS: readonly Role[] = ['user', 'editor', 'data_manager', 'admin'];
const STAFF: readonly Role[] = ['data_manager', 'auditor', 'admin'];

/**
 * The role table of DESIGN.md. Every API route declares one of these (or 'public' / 'authenticated'),
 * and the server refuses any other role with 403.
 */
export const PERMISSIONS = {
  /** See trades and reference data of the servers the caller may see. */
  'trades.read': ALL,
  /** See every server, not only the ones the caller owns or is a member of. */
  'servers.seeAll': STAFF,
  /** Add, edit, move, delete trades, towns, locations. */
  'trades.write': PLAYERS,
  /** Create a server (the creator becomes its owner); owners manage their own servers. */
  'servers.create': PLAYERS,
  /** Manage (members, modpack, delete) any server, not only owned ones. */
  'servers.manageAny': ['admin'],
  /** Optimizer plans, own saved configs, filter strategy, utilities. */
  'tools.use': PLAYERS,
  'references.edit': ['editor', 'data_manager', 'admin'],
  'baubles.edit': ['admin'],
  /** Admin area reads: users, tables, logs, export. */
  'admin.read': STAFF,
  /** CSV import, data editor writes, modpacks (each row only where the dedicated route would allow it). */
  'admin.write': ['data_manager', 'admin'],
  /** Import All: replaces every table, servers and their members included. */
  'backup.restore': ['admin'],
  'users.manage': ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** What a route needs: nothing, any signed-in user, or a permission of the role table. */
export type RouteAccess = 'public' | 'authenticated' | Permission;

/** Whether a route with this access lets the role through ('public' lets everyone, even signed out). */
export function allows(access: RouteAccess, role: Role | null | undefined): boolean {
  if (access === 'public') return true;
  if (access === 'authenticated') return role != null;
  return can(role, access);
}
