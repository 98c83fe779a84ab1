import { ErrorResponse, EventsQuery, EventTicket, IdParam } from '@tradehall/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { TICKET_TTL_SECONDS } from './events.service';
import { EVENT_HEADERS, openEvents, startEvents } from './events.setup';

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = await startEvents(app);
  const tags = ['events'];

  app.post(
    '/servers/:id/events/ticket',
    {
      config: { access: 'trades.read' },
      schema: {
        tags,
        description: `A single-use ticket for EventSource, valid ${TICKET_TTL_SECONDS} s on this server copy.`,
        params: IdParam,
        response: { 200: EventTicket, 403: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const ticket = await events.issueTicket(request, currentUser(request), request.params.id);
      return { ticket, expires_in: TICKET_TTL_SECONDS };
    },
  );

  app.get(
    '/servers/:id/events',
    {
      config: { access: 'trades.read', ticketAuth: (request) => events.ticketUser(request) },
      schema: {
        tags,
        description: `Server-sent events for members: \`data: {type, ids, by, at}\` per committed change (ServerEvent), a comment line as heartbeat every 25 s. Sign in with the Authorization header or \`?ticket=\`. Ends when the holder loses access (re-checked at every heartbeat and on each server change); 429 above EVENT_STREAMS_PER_USER streams per user. Content type ${EVENT_HEADERS['content-type']}.`,
        params: IdParam,
        querystring: EventsQuery,
        response: { 403: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      await openEvents(events, request, currentUser(request), request.params.id, reply);
    },
  );
};
