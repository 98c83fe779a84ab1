import { ServerEvent } from '@tradehall/contracts';
import { reconnectDelay } from './backoff';
import { SseParser } from './sse-parser';

/** Answers after which reconnecting cannot help: the sign-in is gone (401) or the server is not theirs. */
const FINAL_STATUSES = new Set([401, 403, 404]);
const TOO_MANY_STREAMS = 429;
/** A stream that stayed open this long was healthy: the next reconnect starts the back-off afresh. */
export const STABLE_MS = 20_000;
/** Heartbeats come every 25 s: nothing at all for this long means a dead connection (a proxy dropped it). */
export const SILENCE_MS = 70_000;

export interface EventStreamOptions {
  /** The events URL of the server (`/api/servers/{id}/events`). */
  url: string;
  /** The token to send, read at each (re)connect; null stops. */
  token: () => string | null;
  onEvent: (event: ServerEvent) => void;
  /** The stream is open; `reconnected`: after a gap, in which events may have been missed. */
  onOpen?: (reconnected: boolean) => void;
  /** The server refused the stream for good (401, 403, 404): no more attempts. */
  onRefused?: (status: number) => void;
  /** The user has too many streams open (429): this tab goes without until a retry gets one. */
  onTooMany?: () => void;
  fetch?: typeof fetch;
  /** Waits `ms` (resolves early when the signal aborts). */
  delay?: (ms: number, signal: AbortSignal) => Promise<void>;
  random?: () => number;
  now?: () => number;
  silenceMs?: number;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

type Outcome = { kind: 'refused'; status: number } | { kind: 'ended'; opened: boolean };

/**
 * Keeps the server's event stream open with fetch streaming (the token goes in the Authorization header,
 * which EventSource cannot send), parsing the SSE itself; reconnects with back-off whenever it ends, fails or
 * falls silent. Returns the function that stops it.
 */
export function connectEventStream(options: EventStreamOptions): () => void {
  const stop = new AbortController();
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
  const delay = options.delay ?? wait;
  const now = options.now ?? Date.now;
  let everOpened = false;

  async function once(token: string): Promise<Outcome> {
    const attempt = new AbortController();
    const abort = () => attempt.abort();
    stop.signal.addEventListener('abort', abort, { once: true });
    let silence: ReturnType<typeof setTimeout> | undefined;
    const listen = () => {
      clearTimeout(silence);
      silence = setTimeout(abort, options.silenceMs ?? SILENCE_MS);
    };
    let opened = false;
    try {
      listen();
      const response = await fetchFn(options.url, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        cache: 'no-store',
        signal: attempt.signal,
      });
      if (FINAL_STATUSES.has(response.status)) return { kind: 'refused', status: response.status };
      if (response.status === TOO_MANY_STREAMS) options.onTooMany?.();
      if (!response.ok || !response.body) return { kind: 'ended', opened };
      opened = true;
      options.onOpen?.(everOpened);
      everOpened = true;
      const parser = new SseParser((message) => {
        if (message.event !== 'message') return;
        try {
          const event = ServerEvent.safeParse(JSON.parse(message.data));
          if (event.success) options.onEvent(event.data);
        } catch {
          // Not JSON: not an event of ours.
        }
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        listen();
        parser.push(value);
      }
    } catch {
      // Network error, abort (stop or silence): reconnect unless stopped.
    } finally {
      clearTimeout(silence);
      stop.signal.removeEventListener('abort', abort);
    }
    return { kind: 'ended', opened };
  }

  void (async () => {
    let failures = 0;
    while (!stop.signal.aborted) {
      const token = options.token();
      if (token === null) return;
      const started = now();
      const outcome = await once(token);
      if (stop.signal.aborted) return;
      if (outcome.kind === 'refused') {
        options.onRefused?.(outcome.status);
        return;
      }
      if (outcome.opened && now() - started >= STABLE_MS) failures = 0;
      await delay(reconnectDelay(failures, options.random), stop.signal);
      failures += 1;
    }
  })();
  return () => stop.abort();
}
