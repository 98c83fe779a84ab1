import type { ServerEvent } from '@tradehall/contracts';
import type { FastifyInstance } from 'fastify';

/** The base URL of an app listening on a free port of 127.0.0.1 (listens on first use). */
export async function baseUrlOf(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  return baseUrlOf(app);
}

export interface EventStream {
  status: number;
  events: ServerEvent[];
  /** Everything received so far, comments included. */
  text: () => string;
  /**
   * Resolves when the stream has sent an event matching `match`, from the `from`-th event on (rejects after
   * `ms`).
   */
  waitFor(match: (event: ServerEvent) => boolean, ms?: number, from?: number): Promise<ServerEvent>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens the events of a server over real HTTP with fetch streaming, as the web app does. */
export async function openStream(
  baseUrl: string,
  serverId: number,
  auth: { token?: string; ticket?: string },
): Promise<EventStream> {
  const abort = new AbortController();
  const query = auth.ticket ? `?ticket=${encodeURIComponent(auth.ticket)}` : '';
  const response = await fetch(`${baseUrl}/api/servers/${serverId}/events${query}`, {
    headers: auth.token ? { authorization: `Bearer ${auth.token}` } : {},
    signal: abort.signal,
  });
  const events: ServerEvent[] = [];
  let received = '';
  const waiters = new Set<() => void>();
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        received += decoder.decode(chunk as Uint8Array, { stream: true });
        const blocks = received.split('\n\n');
        events.length = 0;
        for (const block of blocks) {
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) events.push(JSON.parse(data.slice(6)) as ServerEvent);
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    status: response.status,
    events,
    text: () => received,
    ended,
    close: () => abort.abort(),
    waitFor(match, ms = 3000, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(from).find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${ms} ms; received: ${received}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
  };
}
