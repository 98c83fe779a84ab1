import { useInfiniteQuery } from '@tanstack/react-query';
import { LogsResponse } from '@tradehall/contracts';
import { api } from '../../lib/api';
import { logKeys } from './keys';

export const LOGS_PAGE_SIZE = 50;

/** GET /api/logs, newest first, a page at a time (before_id of the page's last entry). */
export function useLogs() {
  return useInfiniteQuery({
    queryKey: logKeys.all,
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) =>
      api.get('/logs', LogsResponse, { query: { limit: LOGS_PAGE_SIZE, before_id: pageParam }, signal }),
    getNextPageParam: (page) => page.next_before_id,
    staleTime: 0,
  });
}
