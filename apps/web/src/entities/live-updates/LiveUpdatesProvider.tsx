import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { buildUrl } from '../../lib/api';
import { getToken, subscribeToken } from '../../lib/token-store';
import { serverKeys } from '../servers/keys';
import { useSession } from '../session';
import { staleKeysOf } from './invalidation';
import { LiveUpdateLog } from './live-update-log';
import { LiveUpdatesContext, LiveUpdatesOffContext } from './live-updates-context';

const NO_TOKEN = () => null;

/**
 * While signed in with a server selected, listens to that server's changes (GET /api/servers/{id}/events) and
 * refreshes the cached reads each change makes stale, so every screen shows what other members save without a
 * reload; after a reconnect (events may have been missed) everything of the server is refreshed. The heard
 * changes feed the "Updated by" notes and the edit warnings (useLatestChange, useHeardChanges).
 */
export function LiveUpdatesProvider({ children }: { children: ReactNode }) {
  const { status, serverId, username } = useSession();
  const token = useSyncExternalStore(subscribeToken, getToken, NO_TOKEN);
  const queryClient = useQueryClient();
  const [log] = useState(() => new LiveUpdateLog());
  const [tooMany, setTooMany] = useState(false);

  useEffect(() => {
    log.clear();
    setTooMany(false);
    if (status !== 'ready' || serverId === null || token === null) return;
    const refresh = (keys: readonly (readonly unknown[])[]) => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    };
    // The stream's code (and zod, which checks each event) loads once signed in: the login page stays light.
    let disconnect: (() => void) | undefined;
    let stopped = false;
    void import('./event-stream').then(({ connectEventStream }) => {
      if (stopped) return;
      disconnect = connectEventStream({
        url: buildUrl(`/servers/${serverId}/events`),
        token: getToken,
        onEvent: (event) => {
          log.add({ ...event, receivedAt: Date.now(), own: event.by === username });
          refresh(staleKeysOf(event.type, serverId));
        },
        onTooMany: () => setTooMany(true),
        onOpen: (reconnected) => {
          setTooMany(false);
          if (reconnected) refresh([serverKeys.list, serverKeys.scope(serverId)]);
        },
      });
    });
    return () => {
      stopped = true;
      disconnect?.();
    };
  }, [status, serverId, username, token, queryClient, log]);

  return (
    <LiveUpdatesContext.Provider value={log}>
      <LiveUpdatesOffContext.Provider value={tooMany}>{children}</LiveUpdatesOffContext.Provider>
    </LiveUpdatesContext.Provider>
  );
}
