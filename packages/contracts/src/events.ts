import { z } from 'zod';

/**
 * One event of `GET /api/servers/{id}/events` (server-sent events, `data:` lines): what changed on the server,
 * never the rows themselves. `ids` null: too many or unknown rows changed, refresh everything of that type.
 */
export const ServerEvent = z.object({
  type: z.enum(['trades', 'towns', 'locations', 'server']),
  ids: z.array(z.number().int()).nullable(),
  /** Username of the member who made the change. */
  by: z.string(),
  /** When the change was committed (ISO 8601). */
  at: z.string(),
});
export type ServerEvent = z.infer<typeof ServerEvent>;
export type ServerEventType = ServerEvent['type'];

/** A single-use ticket for `EventSource` (which cannot send headers): `?ticket=` on the events URL. */
export const EventTicket = z.object({
  ticket: z.string(),
  /** Seconds the ticket stays valid. */
  expires_in: z.number().int(),
});
export type EventTicket = z.infer<typeof EventTicket>;

export const EventsQuery = z.object({ ticket: z.string().max(200).optional() });
