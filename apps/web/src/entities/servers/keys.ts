/**
 * Cache keys of servers. The list belongs to the session (the header's Server: dropdown reads it). Everything
 * that belongs to one server (towns, locations, trades, sources) lives under `scope(serverId)`, so picking
 * another server refetches it and a server-wide change can invalidate it at once.
 */
export const serverKeys = {
  list: ['session', 'servers'] as const,
  /** Data of every server: `['server', …]`. */
  allScopes: ['server'] as const,
  /** Data of one server; `null` stands for the placeholder server. */
  scope: (serverId: number | null) => ['server', serverId] as const,
};
