import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const healthKey = ['health'] as const;

const HEALTHY_POLL_MS = 60_000;
/** While the server is down the check runs again this often, and the product returns when it answers. */
export const DOWN_RETRY_MS = 15_000;

/** GET /api/hello; an error (no answer, or a non-2xx one) means the service is unavailable. The answer's body
 * is not read, so the first screen needs no schema for it. */
export function useHealthCheck() {
  return useQuery({
    queryKey: healthKey,
    queryFn: ({ signal }) => api.ping('/hello', { signal }),
    retry: 1,
    retryDelay: 1_000,
    staleTime: 0,
    refetchInterval: (query) => (query.state.status === 'error' ? DOWN_RETRY_MS : HEALTHY_POLL_MS),
  });
}
