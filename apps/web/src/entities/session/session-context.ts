import type { Role } from '@tradehall/contracts';
import { createContext } from 'react';
import type { CurrentServer, ServerSummary } from './servers';

/**
 * - `signed-out`: no token.
 * - `loading`: a token, the user and servers are loading.
 * - `unreachable`: a token, but the server could not be reached to load them (the session is kept).
 * - `ready`: user, role and servers are known.
 */
export type SessionStatus = 'signed-out' | 'loading' | 'unreachable' | 'ready';

export interface Session {
  status: SessionStatus;
  username: string | null;
  role: Role | null;
  servers: readonly ServerSummary[];
  currentServer: CurrentServer;
  /** The current server's id, or null for the placeholder. */
  serverId: number | null;
  setCurrentServer: (id: string) => void;
  /** Stores the token of a login and loads the user behind it. */
  signIn: (token: string) => void;
  /** Replaces the token of the same user (the fresh one a password change returns). */
  renewToken: (token: string) => void;
  /** Removes token and chosen server. */
  logout: () => void;
  /** Tries again to load user and servers after `unreachable`. */
  retry: () => void;
}

export const SessionContext = createContext<Session | null>(null);
