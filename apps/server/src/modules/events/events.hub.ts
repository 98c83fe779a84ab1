import type { ServerResponse } from 'node:http';
import type { Role, ServerEvent } from '@tradehall/contracts';

/** A stream that buffers more than this (a client that does not read) is dropped. */
export const MAX_BUFFERED_BYTES = 256 * 1024;
const HEARTBEAT = Buffer.from(': heartbeat\n\n');

/** Who holds a stream, and with what sign-in: re-checked while the stream stays open. */
export interface StreamOwner {
  userId: number;
  role: Role;
  serverId: number;
  /** The token's `tv` (a password change bumps the user's token_version: the stream ends). */
  tokenVersion: number;
  /** When the token expires (epoch ms): the stream ends then. */
  expiresAt: number;
}

/** One open stream; the object itself is the handle `end` takes. */
export interface OpenStream extends StreamOwner {
  readonly response: ServerResponse;
}

export interface HubEvent extends Omit<ServerEvent, 'type'> {
  /** 'user': a user's sign-in or role changed (never sent to a stream, see events.setup.ts). */
  type: ServerEvent['type'] | 'user';
  /** null: every server's members (an import spanning servers). */
  serverId: number | null;
}

export interface HubOptions {
  heartbeatMs: number;
  streamsPerUser: number;
  /**
   * Events published within this many ms of the last sending go out together, one write per stream: with many
   * streams and a burst of writes, one socket write per event and stream would cost more than the writes
   * themselves. An event after a quiet spell goes out at once.
   */
  coalesceMs: number;
}

/**
 * The open event streams of this server copy, by server. One heartbeat timer serves every stream, so an idle
 * stream costs its socket and one set entry, nothing that grows with time.
 */
export class EventHub {
  private readonly byServer = new Map<number, Set<OpenStream>>();
  private readonly perUser = new Map<number, number>();
  private readonly heartbeat: NodeJS.Timeout;
  private closed = false;
  /** Events waiting for the next sending, in order; serverId null: for every server. */
  private pending: { serverId: number | null; chunk: string }[] = [];
  private flushTimer: NodeJS.Timeout | undefined;
  private lastFlush = 0;

  constructor(private readonly options: HubOptions) {
    this.heartbeat = setInterval(() => this.beat(), options.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Whether the user may open another stream. */
  hasRoomFor(userId: number): boolean {
    return !this.closed && (this.perUser.get(userId) ?? 0) < this.options.streamsPerUser;
  }

  /** Adds an open response (headers sent) to the server's streams; it leaves when the client goes. */
  add(owner: StreamOwner, response: ServerResponse): OpenStream {
    const stream: OpenStream = { ...owner, response };
    const streams = this.byServer.get(owner.serverId) ?? new Set();
    streams.add(stream);
    this.byServer.set(owner.serverId, streams);
    this.perUser.set(owner.userId, (this.perUser.get(owner.userId) ?? 0) + 1);
    response.once('close', () => this.remove(stream));
    return stream;
  }

  /** Streams now open: in total, or of one user. */
  count(userId?: number): number {
    if (userId !== undefined) return this.perUser.get(userId) ?? 0;
    let total = 0;
    for (const streams of this.byServer.values()) total += streams.size;
    return total;
  }

  /** The open streams of a server, or of every server (null), to re-check their access. */
  streamsOf(serverId: number | null): OpenStream[] {
    if (serverId !== null) return [...(this.byServer.get(serverId) ?? [])];
    return [...this.byServer.values()].flatMap((streams) => [...streams]);
  }

  /** Ends a stream (its user lost access to the server, or signed in anew), after what is pending for it. */
  end(stream: OpenStream): void {
    if (this.pending.length > 0) {
      clearTimeout(this.flushTimer);
      this.flush();
    }
    if (!stream.response.writableEnded) stream.response.end();
  }

  /** Sends the event to the streams of its server (of every server: serverId null), soon (see coalesceMs). */
  publish(event: HubEvent): void {
    if (this.closed) return;
    const { serverId, ...body } = event;
    this.pending.push({ serverId, chunk: `data: ${JSON.stringify(body)}\n\n` });
    if (this.flushTimer) return;
    const wait = Math.max(0, this.lastFlush + this.options.coalesceMs - performance.now());
    this.flushTimer = setTimeout(() => this.flush(), wait);
  }

  /** Ends every stream (server shutdown): open responses would otherwise keep the server from closing. */
  close(): void {
    this.closed = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.flushTimer);
    this.pending = [];
    for (const stream of this.streamsOf(null)) this.end(stream);
  }

  /** One write per stream of what is pending for its server, encoded once per server. */
  private flush(): void {
    this.flushTimer = undefined;
    this.lastFlush = performance.now();
    const pending = this.pending;
    this.pending = [];
    for (const [serverId, streams] of this.byServer) {
      const text = pending
        .filter((event) => event.serverId === null || event.serverId === serverId)
        .map((event) => event.chunk)
        .join('');
      if (text === '') continue;
      const chunk = Buffer.from(text);
      for (const stream of streams) this.send(stream, chunk);
    }
  }

  private beat(): void {
    for (const streams of this.byServer.values()) for (const stream of streams) this.send(stream, HEARTBEAT);
  }

  /** Writes, or drops a client that stopped reading (its buffer would grow without bound). */
  private send(stream: OpenStream, chunk: Buffer): void {
    const { response } = stream;
    if (response.writableEnded || response.destroyed) return;
    if (response.writableLength > MAX_BUFFERED_BYTES) {
      response.destroy();
      return;
    }
    response.write(chunk);
  }

  private remove(stream: OpenStream): void {
    const streams = this.byServer.get(stream.serverId);
    if (!streams?.delete(stream)) return;
    if (streams.size === 0) this.byServer.delete(stream.serverId);
    const left = (this.perUser.get(stream.userId) ?? 1) - 1;
    if (left <= 0) this.perUser.delete(stream.userId);
    else this.perUser.set(stream.userId, left);
  }
}
