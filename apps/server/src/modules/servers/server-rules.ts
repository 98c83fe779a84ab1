import { can } from '@tradehall/contracts';
import type { Viewer } from './membership';

export const SERVER_REQUIRED = 'Server name and modpack are required.';
export const MANAGE_SERVER_DENIED = 'Only the owner of this server (or an admin) can change it.';
export const OWNER_CHANGE_DENIED = 'Only an admin can make another user the owner of a server.';
/** The server panel's answers to a field that fails its rule, on every path that writes servers. */
export const SERVER_MESSAGES = { name: SERVER_REQUIRED, modpack_id: SERVER_REQUIRED } as const;
export const noUserNamed = (names: readonly string[]) =>
  `No user named ${names.map((n) => `'${n}'`).join(', ')}.`;
/** 409 on every path: the owner is not also a member. */
export const ownerIsNoMember = (owner: string) => `${owner} is the owner of this server.`;

/**
 * Why the caller may not make this change to a server (null when they may): only its owner or a role with
 * 'servers.manageAny' changes a stored server (name, modpack, members, deletion), and only such a role gives a
 * server to an owner other than the one it has (a new server belongs to whoever adds it). Every writer of the
 * servers table asks this: the server routes, the data editor, CSV import and Import All.
 */
export function serverChangeRefusal(
  actor: Viewer,
  stored: { owner_id: number | null } | undefined,
  newOwnerId: number | null,
): string | null {
  if (can(actor.role, 'servers.manageAny')) return null;
  if (stored && stored.owner_id !== actor.id) return MANAGE_SERVER_DENIED;
  const owner = stored?.owner_id ?? actor.id;
  if (newOwnerId !== null && newOwnerId !== owner) return OWNER_CHANGE_DENIED;
  return null;
}
