import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { ApiError } from '../../lib/api';
import { dropAllDrafts } from '../../lib/drafts';
import { clearToken, getToken, setToken, subscribeToken } from '../../lib/token-store';
import { healthKey } from '../health/health-query';
import { serverListQuery } from '../servers/server-list-query';
import { readSelectedServer, removeSelectedServer, writeSelectedServer } from './selected-server-storage';
import { resolveCurrentServer } from './servers';
import { type Session, SessionContext, type SessionStatus } from './session-context';
import { fetchMe, sessionKeys } from './session-queries';

const NO_TOKEN = () => null;

const KEPT_ON_SIGN_IN = new Set<unknown>([healthKey[0], sessionKeys.all[0]]);

/** Drops every cached answer but the health check: they belonged to the previous user. */
function forgetUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== healthKey[0] });
}

function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(subscribeToken, getToken, NO_TOKEN);
  const signedIn = token !== null;
  const [selectedServerId, setSelectedServerId] = useState(readSelectedServer);

  const me = useQuery({
    queryKey: sessionKeys.me,
    queryFn: ({ signal }) => fetchMe(signal),
    enabled: signedIn,
    staleTime: 5 * 60_000,
  });
  const serverList = useQuery(serverListQuery(signedIn));

  useEffect(() => {
    if (signedIn) return;
    removeSelectedServer();
    setSelectedServerId(null);
    forgetUserData(queryClient);
  }, [signedIn, queryClient]);

  // SPEC §4: if loading the user or the servers fails, the session is cleared. When the server cannot be
  // reached at all the session is kept: the health check shows 'Service Unavailable' until it is back.
  const failure = me.error ?? serverList.error;
  useEffect(() => {
    if (!failure) return;
    if (isUnreachable(failure)) void queryClient.refetchQueries({ queryKey: healthKey });
    else clearToken('rejected');
  }, [failure, queryClient]);

  const setCurrentServer = useCallback((id: string) => {
    writeSelectedServer(id);
    setSelectedServerId(id);
  }, []);

  const signIn = useCallback(
    (freshToken: string) => {
      setToken(freshToken);
      queryClient.removeQueries({ predicate: (query) => !KEPT_ON_SIGN_IN.has(query.queryKey[0]) });
      void queryClient.resetQueries({ queryKey: sessionKeys.all });
    },
    [queryClient],
  );

  const renewToken = useCallback((freshToken: string) => setToken(freshToken), []);

  const logout = useCallback(() => {
    removeSelectedServer();
    setSelectedServerId(null);
    dropAllDrafts();
    clearToken('signed-out');
  }, []);

  const retry = useCallback(() => {
    void me.refetch();
    void serverList.refetch();
  }, [me.refetch, serverList.refetch]);

  const session = useMemo<Session>(() => {
    const servers = serverList.data ?? [];
    const currentServer = resolveCurrentServer(servers, selectedServerId);
    let status: SessionStatus = 'loading';
    if (!signedIn) status = 'signed-out';
    else if (me.data && serverList.data) status = 'ready';
    else if (isUnreachable(failure)) status = 'unreachable';
    return {
      status,
      username: signedIn ? (me.data?.username ?? null) : null,
      role: signedIn ? (me.data?.role ?? null) : null,
      servers: signedIn ? servers : [],
      currentServer,
      serverId: currentServer.placeholder ? null : currentServer.id,
      setCurrentServer,
      signIn,
      renewToken,
      logout,
      retry,
    };
  }, [
    signedIn,
    me.data,
    serverList.data,
    failure,
    selectedServerId,
    setCurrentServer,
    signIn,
    renewToken,
    logout,
    retry,
  ]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
