import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useHealthCheck } from '../../entities/health';

/** Whether the service is down, and a way to check again; failed queries run again once it is back. */
export function useServiceHealth() {
  const queryClient = useQueryClient();
  const health = useHealthCheck();
  const unavailable = health.isError;
  const wasUnavailable = useRef(false);

  useEffect(() => {
    if (wasUnavailable.current && !unavailable) {
      void queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' });
    }
    wasUnavailable.current = unavailable;
  }, [unavailable, queryClient]);

  const { refetch } = health;
  const retry = useCallback(() => void refetch(), [refetch]);
  return { unavailable, retrying: health.isFetching, retry };
}
