import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { unauthorized } from '../../lib/http-error';
import type { AuthUser } from '../../plugins/auth';
import { type Change, type ChangePublisher, type Notifications, notifyStatement } from '../shared/change-log';
import type { HubEvent, StreamOwner } from './events.hub';

/** NOTIFY payloads must stay under 8000 bytes: longer id lists are sent as null ("refresh everything"). */
export const MAX_PAYLOAD_BYTES = 7000;

/** The event members hear for a committed change. */
export function eventOf(change: Change, at: Date = new Date()): HubEvent {
  return {
    type: change.type,
    ids: change.ids,
    by: change.by,
    at: at.toISOString(),
    serverId: change.serverId,
  };
}

/** The NOTIFY payload of an event, with its id list dropped when it would not fit. */
export function payloadOf(event: HubEvent): string {
  const payload = JSON.stringify(event);
  if (Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES) return payload;
  return JSON.stringify({ ...event, ids: null, by: event.by.slice(0, 200) });
}

/** SQLite (one process): events go to this copy's streams after the commit. */
export function inProcessPublisher(deliver: (event: HubEvent) => void): ChangePublisher {
  return {
    beforeCommit: async () => {},
    afterCommit: (changes) => {
      const at = new Date();
      for (const change of changes) deliver(eventOf(change, at));
    },
  };
}

/** The NOTIFY channel of a database schema (every copy of the server on that schema listens to it). */
export const channelOf = (schema: string | undefined) =>
  schema ? `tradehall_events_${schema}` : 'tradehall_events';

/** PostgreSQL: NOTIFY inside the write's transaction, so only committed writes are heard, by every copy. */
export function notifyPublisher(channel: string): ChangePublisher {
  const notifications = (changes: readonly Change[]): Notifications => {
    const at = new Date();
    return { channel, payloads: changes.map((change) => payloadOf(eventOf(change, at))) };
  };
  return {
    beforeCommit: async (trx, changes) => {
      await notifyStatement(notifications(changes)).execute(trx);
    },
    afterCommit: () => {},
    notifications,
  };
}

/**
 * One dedicated connection that LISTENs on the channel and hands each notification to the hub; on an error it
 * reconnects with back-off (notifications sent meanwhile are lost: the streams then get a null-ids event of
 * every type, so clients refresh).
 */
export class NotificationListener {
  private client: pg.Client | undefined;
  private stopped = false;
  private retryMs = 500;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly deliver: (event: HubEvent) => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      if (message.channel !== this.channel || !message.payload) return;
      try {
        this.deliver(JSON.parse(message.payload) as HubEvent);
      } catch (error) {
        this.onError(error);
      }
    });
    client.on('error', (error) => {
      this.onError(error);
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    await client.connect();
    await client.query(`listen "${this.channel.replaceAll('"', '""')}"`);
    this.client = client;
    this.retryMs = 500;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private reconnect(failed: pg.Client): void {
    if (this.stopped || (this.client !== failed && this.client !== undefined)) return;
    this.client = undefined;
    failed.end().catch(() => {});
    clearTimeout(this.retry);
    this.retry = setTimeout(() => {
      this.start().then(
        () => this.announceGap(),
        (error: unknown) => {
          this.onError(error);
          this.retryMs = Math.min(this.retryMs * 2, 30_000);
          this.reconnect(failed);
        },
      );
    }, this.retryMs);
    this.retry.unref();
  }

  private announceGap(): void {
    const at = new Date().toISOString();
    for (const type of ['trades', 'towns', 'locations', 'server'] as const) {
      this.deliver({ type, ids: null, by: '', at, serverId: null });
    }
  }
}

/** A ticket stays valid this long, for one use. */
export const TICKET_TTL_SECONDS = 30;
/** Open tickets per user: a new one beyond drops that user's oldest (a page asks for one per stream it opens). */
export const MAX_TICKETS_PER_USER = 16;

/** The sign-in a stream holds: its token's version and expiry, re-checked while the stream is open. */
export type Credential = Pick<StreamOwner, 'tokenVersion' | 'expiresAt'>;

export interface TicketHolder {
  user: AuthUser;
  credential: Credential;
}

interface Ticket extends TicketHolder {
  serverId: number;
  expires: number;
}

/**
 * Single-use tickets for EventSource (which cannot send an Authorization header). They live in this copy's
 * memory: behind a load balancer, a ticket is redeemed on the copy that issued it (sticky sessions), while
 * fetch streaming with the header works on any copy. At most MAX_TICKETS_PER_USER per user, so one user cannot
 * crowd out another's; what a ticket says of its holder is checked again when it is used (openEvents).
 */
export class TicketBook {
  private readonly tickets = new Map<string, Ticket>();
  /** Each user's open tickets, oldest first. */
  private readonly byUser = new Map<number, string[]>();

  constructor(private readonly now: () => number = Date.now) {}

  issue(user: AuthUser, serverId: number, credential: Credential): string {
    this.sweep();
    const own = this.byUser.get(user.id) ?? [];
    while (own.length >= MAX_TICKETS_PER_USER) this.tickets.delete(own.shift()!);
    const ticket = randomBytes(24).toString('base64url');
    const expires = this.now() + TICKET_TTL_SECONDS * 1000;
    this.tickets.set(ticket, { user, credential, serverId, expires });
    own.push(ticket);
    this.byUser.set(user.id, own);
    return ticket;
  }

  /** The user (and sign-in) of a valid ticket for that server, which is used up; 401 otherwise. */
  redeem(ticket: string, serverId: number): TicketHolder {
    const entry = this.tickets.get(ticket);
    if (entry) this.forget(ticket, entry.user.id);
    if (!entry || entry.expires <= this.now() || entry.serverId !== serverId) {
      throw unauthorized('This events ticket is invalid, expired or already used. Ask for a new one.');
    }
    return { user: entry.user, credential: entry.credential };
  }

  /** Open tickets, all users together (tests). */
  get size(): number {
    return this.tickets.size;
  }

  private forget(ticket: string, userId: number): void {
    this.tickets.delete(ticket);
    const own = this.byUser.get(userId)?.filter((t) => t !== ticket) ?? [];
    if (own.length > 0) this.byUser.set(userId, own);
    else this.byUser.delete(userId);
  }

  private sweep(): void {
    const now = this.now();
    for (const [ticket, entry] of this.tickets) if (entry.expires <= now) this.forget(ticket, entry.user.id);
  }
}
