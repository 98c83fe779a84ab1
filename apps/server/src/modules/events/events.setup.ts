import { allows, isRole } from '@tradehall/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { forbidden, tooManyRequests, unauthorized } from '../../lib/http-error';
import type { AuthUser } from '../../plugins/auth';
import { assertServerAccess } from '../servers/membership';
import { setChangePublisher } from '../shared/change-log';
import { streamsToEnd } from './events.access';
import { EventHub, type HubEvent } from './events.hub';
import {
  type Credential,
  channelOf,
  inProcessPublisher,
  NotificationListener,
  notifyPublisher,
  TicketBook,
} from './events.service';

export const DEFAULT_STREAMS_PER_USER = 5;
export const DEFAULT_HEARTBEAT_MS = 25_000;
export const DEFAULT_COALESCE_MS = 100;

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
  issueTicket(request: FastifyRequest, user: AuthUser, serverId: number): Promise<string>;
  /** The user of the request's `?ticket=` (used up), undefined without one; 401 for a bad one. */
  ticketUser(request: FastifyRequest): AuthUser | undefined;
  /** The sign-in behind the request: its ticket's, or its Authorization header's token. */
  credentialOf(request: FastifyRequest): Credential;
  /** Ends the streams whose holder lost access (null: of every server); resolves when done. */
  recheck(serverId: number | null): Promise<void>;
}

type Database = FastifyInstance['deps']['db'];
const running = new WeakMap<Database, Events>();

/** The live-update state of the app on this database (tests look at its streams). */
export function eventsOf(db: FastifyInstance['deps']['db']): Events | undefined {
  return running.get(db);
}

export function streamsPerUser(config: AppConfig): number {
  const value = config.eventStreamsPerUser ?? DEFAULT_STREAMS_PER_USER;
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`EVENT_STREAMS_PER_USER=${value}: give a whole number of 1 or more.`);
  }
  return value;
}

const BEARER = /^Bearer +(\S+)$/i;

/** The version and expiry of the (already verified) token in the Authorization header. */
function headerCredential(app: FastifyInstance, request: FastifyRequest): Credential {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  const payload = token ? app.jwt.decode<{ tv?: unknown; exp?: unknown }>(token) : null;
  if (!payload || typeof payload.tv !== 'number' || typeof payload.exp !== 'number') {
    throw unauthorized('Not signed in.');
  }
  return { tokenVersion: payload.tv, expiresAt: payload.exp * 1000 };
}

/** Creates the hub, connects writes to it (NOTIFY/LISTEN on PostgreSQL, in-process on SQLite), ends it on close. */
export async function startEvents(app: FastifyInstance): Promise<Events> {
  const { db, dialect, config } = app.deps;
  const perUser = streamsPerUser(config);
  const heartbeatMs = config.eventHeartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const hub = new EventHub({
    heartbeatMs,
    streamsPerUser: perUser,
    coalesceMs: config.eventCoalesceMs ?? DEFAULT_COALESCE_MS,
  });

  // One re-check at a time; a request for another meanwhile runs once after it (of every server).
  let checking: Promise<void> | undefined;
  let again = false;
  const runCheck = async (serverId: number | null): Promise<void> => {
    const streams = hub.streamsOf(serverId);
    if (streams.length === 0) return;
    for (const stream of await streamsToEnd(db, streams)) hub.end(stream);
  };
  const recheck = (serverId: number | null): Promise<void> => {
    if (checking) {
      again = true;
      return checking;
    }
    checking = runCheck(serverId)
      .catch((error: unknown) => app.log.error({ err: error }, 'live-update access check'))
      .finally(() => {
        checking = undefined;
        if (again) {
          again = false;
          void recheck(null);
        }
      });
    return checking;
  };
  const recheckTimer = setInterval(() => void recheck(null), heartbeatMs);
  recheckTimer.unref();

  // A user's password or role changed (on any copy): that user's streams are checked now, not at the heartbeat.
  const endUserStreams = async (userIds: readonly number[] | null) => {
    const streams = hub.streamsOf(null).filter((s) => userIds === null || userIds.includes(s.userId));
    if (streams.length === 0) return;
    for (const stream of await streamsToEnd(db, streams)) hub.end(stream);
  };
  const deliver = (event: HubEvent) => {
    if (event.type === 'user') {
      endUserStreams(event.ids).catch((error: unknown) =>
        app.log.error({ err: error }, 'live-update access check'),
      );
      return;
    }
    hub.publish(event);
    // Members, owner or the server itself changed (on any copy): streams that lost access end now.
    if (event.type === 'server') void recheck(event.serverId);
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
  const ticketCredentials = new WeakMap<FastifyRequest, Credential>();
  const events: Events = {
    hub,
    tickets,
    streamsPerUser: perUser,
    recheck,
    async issueTicket(request, user, serverId) {
      await assertServerAccess(db, user, serverId);
      return tickets.issue(user, serverId, headerCredential(app, request));
    },
    ticketUser(request) {
      const { ticket } = request.query as { ticket?: unknown };
      if (typeof ticket !== 'string' || ticket === '') return undefined;
      const { id } = request.params as { id?: unknown };
      const { user, credential } = tickets.redeem(ticket, Number(id));
      ticketCredentials.set(request, credential);
      return user;
    },
    credentialOf(request) {
      return ticketCredentials.get(request) ?? headerCredential(app, request);
    },
  };
  running.set(db, events);
  // Before the HTTP server closes: open streams would keep it waiting.
  app.addHook('preClose', async () => {
    clearInterval(recheckTimer);
    hub.close();
  });
  app.addHook('onClose', async () => {
    running.delete(db);
    setChangePublisher(db, undefined);
    await listener?.stop();
    await checking;
  });
  return events;
}

/**
 * The user as the database has them now, when the sign-in still holds: a ticket carries its holder as they were
 * when it was issued, up to 30 s before, and a password change or a new role since then must count.
 */
async function currentHolder(db: Database, user: AuthUser, credential: Credential): Promise<AuthUser> {
  const row = await db
    .selectFrom('users')
    .select(['role', 'token_version'])
    .where('id', '=', user.id)
    .executeTakeFirst();
  if (!row || row.token_version !== credential.tokenVersion || !isRole(row.role)) {
    throw unauthorized('Session is no longer valid. Please sign in again.');
  }
  if (!allows('trades.read', row.role)) throw forbidden(`Your role (${row.role}) may not do this.`);
  return { ...user, role: row.role };
}

/** Opens the stream: the same access as reading the server's trades, at most `streamsPerUser` per user. */
export async function openEvents(
  events: Events,
  request: FastifyRequest,
  signedIn: AuthUser,
  serverId: number,
  reply: FastifyReply,
): Promise<void> {
  const credential = events.credentialOf(request);
  const { db } = reply.server.deps;
  const user = await currentHolder(db, signedIn, credential);
  await assertServerAccess(db, user, serverId);
  if (!events.hub.hasRoomFor(user.id)) {
    throw tooManyRequests(
      `You already have ${events.streamsPerUser} live-update streams open (the most per user): close a tab or window of Tradehall and try again.`,
    );
  }
  reply.hijack();
  const response = reply.raw;
  response.socket?.setNoDelay(true);
  response.writeHead(200, EVENT_HEADERS);
  response.write('retry: 3000\n: connected\n\n');
  events.hub.add({ userId: user.id, role: user.role, serverId, ...credential }, response);
}
