import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/types';
import { tooManyRequests } from '../../lib/http-error';
import type { AuthUser } from '../../plugins/auth';
import { assertServerAccess, canSeeServer } from '../servers/membership';
import { setChangePublisher } from '../shared/change-log';
import { EventHub, type HubEvent } from './events.hub';
import {
  channelOf,
  inProcessPublisher,
  NotificationListener,
  notifyPublisher,
  TicketBook,
} from './events.service';

export const DEFAULT_STREAMS_PER_USER = 5;
export const DEFAULT_HEARTBEAT_MS = 25_000;

export const EVENT_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  // nginx and similar proxies would otherwise buffer the stream.
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
} as const;

/** The live-update state of one app: its streams and tickets. */
export interface Events {
  hub: EventHub;
  tickets: TicketBook;
  streamsPerUser: number;
  issueTicket(user: AuthUser, serverId: number): Promise<string>;
  /** The user of the request's `?ticket=` (used up), undefined without one; 401 for a bad one. */
  ticketUser(request: FastifyRequest): AuthUser | undefined;
}

const running = new WeakMap<Kysely<Database>, Events>();

/** The live-update state of the app on this database (tests look at its streams). */
export function eventsOf(db: Kysely<Database>): Events | undefined {
  return running.get(db);
}

export function streamsPerUser(config: AppConfig): number {
  const value = config.eventStreamsPerUser ?? DEFAULT_STREAMS_PER_USER;
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`EVENT_STREAMS_PER_USER=${value}: give a whole number of 1 or more.`);
  }
  return value;
}

/** Creates the hub, connects writes to it (NOTIFY/LISTEN on PostgreSQL, in-process on SQLite), ends it on close. */
export async function startEvents(app: FastifyInstance): Promise<Events> {
  const { db, dialect, config } = app.deps;
  const perUser = streamsPerUser(config);
  const hub = new EventHub({
    heartbeatMs: config.eventHeartbeatMs ?? DEFAULT_HEARTBEAT_MS,
    streamsPerUser: perUser,
  });
  const deliver = (event: HubEvent) => {
    hub.publish(event);
    if (event.type === 'server') void recheckAccess(db, hub, event.serverId);
  };
  let listener: NotificationListener | undefined;
  if (dialect === 'postgres' && config.databaseUrl) {
    const channel = channelOf(config.pgSchema);
    listener = new NotificationListener(config.databaseUrl, channel, deliver, (error) =>
      app.log.error({ err: error }, 'live-update listener'),
    );
    await listener.start();
    setChangePublisher(db, notifyPublisher(channel));
  } else {
    setChangePublisher(db, inProcessPublisher(deliver));
  }
  const tickets = new TicketBook();
  const events: Events = {
    hub,
    tickets,
    streamsPerUser: perUser,
    async issueTicket(user, serverId) {
      await assertServerAccess(db, user, serverId);
      return tickets.issue(user, serverId);
    },
    ticketUser(request) {
      const { ticket } = request.query as { ticket?: unknown };
      if (typeof ticket !== 'string' || ticket === '') return undefined;
      const { id } = request.params as { id?: unknown };
      return tickets.redeem(ticket, Number(id));
    },
  };
  running.set(db, events);
  // Before the HTTP server closes: open streams would keep it waiting.
  app.addHook('preClose', async () => hub.close());
  app.addHook('onClose', async () => {
    running.delete(db);
    setChangePublisher(db, undefined);
    await listener?.stop();
  });
  return events;
}

/** After a change of a server (members, deletion), streams whose user may no longer see it are ended. */
async function recheckAccess(db: Kysely<Database>, hub: EventHub, serverId: number | null): Promise<void> {
  if (serverId === null) return;
  for (const owner of hub.streamsOf(serverId)) {
    const allowed = await canSeeServer(db, { id: owner.userId, role: owner.role }, serverId).catch(
      () => true,
    );
    if (!allowed) hub.disconnect(owner);
  }
}

/** Opens the stream: the same access as reading the server's trades, at most `streamsPerUser` per user. */
export async function openEvents(
  events: Events,
  user: AuthUser,
  serverId: number,
  reply: FastifyReply,
): Promise<void> {
  await assertServerAccess(reply.server.deps.db, user, serverId);
  if (!events.hub.hasRoomFor(user.id)) {
    throw tooManyRequests(
      `You already have ${events.streamsPerUser} live-update streams open (the most per user): close a tab or window of Tradehall and try again.`,
    );
  }
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, EVENT_HEADERS);
  response.write('retry: 3000\n: connected\n\n');
  events.hub.add({ userId: user.id, role: user.role, serverId }, response);
}
