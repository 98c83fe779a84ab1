import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { serverKeys } from './keys';

/**
 * GET /api/servers: the servers the user owns or is a member of (admins: all). The session, in the app's
 * entry, reads it: the schema comes with the first answer and the servers' mutations live in
 * servers-queries.ts, so the login page does not load zod.
 */
export function serverListQuery(enabled: boolean) {
  return queryOptions({
    queryKey: serverKeys.list,
    queryFn: ({ signal }) =>
      api.get('/servers', () => import('./server-list-schema').then((module) => module.ServerListSchema), {
        signal,
      }),
    enabled,
    staleTime: 60_000,
  });
}
