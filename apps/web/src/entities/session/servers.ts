import { DEFAULT_SERVER, type Server } from '@tradehall/contracts';

export type ServerSummary = Server;

/** The server the screens work on: a real one, or the placeholder shown while the user has none (SPEC §4). */
export type CurrentServer = { id: number; name: string; placeholder: false } | PlaceholderServer;
type PlaceholderServer = {
  id: typeof DEFAULT_SERVER.id;
  name: typeof DEFAULT_SERVER.name;
  placeholder: true;
};

export const PLACEHOLDER_SERVER: PlaceholderServer = { ...DEFAULT_SERVER, placeholder: true };

/** The stored choice if it is still listed, else the first server, else the placeholder. */
export function resolveCurrentServer(
  servers: readonly ServerSummary[],
  storedId: string | null,
): CurrentServer {
  const chosen = servers.find((server) => String(server.id) === storedId) ?? servers[0];
  return chosen ? { id: chosen.id, name: chosen.name, placeholder: false } : PLACEHOLDER_SERVER;
}
