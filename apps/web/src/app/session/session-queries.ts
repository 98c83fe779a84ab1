import { MeResponse } from '@tradehall/contracts';
import { api } from '../../lib/api';
import { ServerList } from './servers';

/** Cache keys of the session's own queries; features invalidate `sessionKeys.servers` after changing servers. */
export const sessionKeys = {
  me: ['session', 'me'] as const,
  servers: ['session', 'servers'] as const,
};

export function fetchMe(signal: AbortSignal) {
  return api.get('/me', MeResponse, { signal });
}

export function fetchServers(signal: AbortSignal) {
  return api.get('/servers', ServerList, { signal });
}
