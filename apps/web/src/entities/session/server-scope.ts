import type { QueryParams } from '../../lib/api';
import { serverKeys } from '../servers/keys';
import { useSession } from './useSession';

/**
 * A query key for data that belongs to one server. The server id is part of the key, so every such query
 * refetches when the user picks another server. `null` stands for the placeholder server.
 */
export function serverQueryKey(serverId: number | null, ...parts: readonly unknown[]): readonly unknown[] {
  return [...serverKeys.scope(serverId), ...parts];
}

/** `{server_id}` for a request, or nothing for the placeholder: 'default' is never sent to the API. */
export function serverIdParam(serverId: number | null): QueryParams {
  return serverId === null ? {} : { server_id: serverId };
}

/** The id of the current server, or null while it is the placeholder. */
export function useCurrentServerId(): number | null {
  return useSession().serverId;
}
