import type { ServerEvent } from '@tradehall/contracts';
import { describe, expect, it, vi } from 'vitest';
import { connectEventStream, type EventStreamOptions, STABLE_MS } from './event-stream';

interface FakeAnswer {
  status?: number;
  /** Chunks sent at once; the body then ends unless `open`. */
  chunks?: string[];
  open?: boolean;
}

/** A fetch that answers from a script, one answer per call (the last one repeats); records each request. */
function scriptedFetch(answers: FakeAnswer[]) {
  const requests: { url: string; authorization: string | null }[] = [];
  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const answer = answers[Math.min(requests.length, answers.length - 1)]!;
    requests.push({ url: String(input), authorization: new Headers(init?.headers).get('Authorization') });
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of answer.chunks ?? []) controller.enqueue(encoder.encode(chunk));
        init?.signal?.addEventListener('abort', () =>
          controller.error(new DOMException('aborted', 'AbortError')),
        );
        if (!answer.open) controller.close();
      },
    });
    return new Response(body, { status: answer.status ?? 200 });
  };
  return { fetch: fake as typeof fetch, requests };
}

const towns: ServerEvent = { type: 'towns', ids: [3], by: 'demo_editor', at: '2026-01-01T00:00:00.000Z' };

function start(answers: FakeAnswer[], overrides: Partial<EventStreamOptions> = {}) {
  const { fetch, requests } = scriptedFetch(answers);
  const events: ServerEvent[] = [];
  const opens: boolean[] = [];
  const delays: number[] = [];
  const refused: number[] = [];
  const stop = connectEventStream({
    url: '/api/servers/1/events',
    token: () => 'the-token',
    onEvent: (event) => events.push(event),
    onOpen: (reconnected) => opens.push(reconnected),
    onRefused: (status) => refused.push(status),
    fetch,
    // Recorded, and a turn of the event loop instead of the wait (the test's own timers run meanwhile).
    delay: (ms) => {
      delays.push(ms);
      return new Promise((resolve) => setTimeout(resolve, 0));
    },
    random: () => 1,
    ...overrides,
  });
  return { stop, events, opens, delays, refused, requests };
}

describe('connectEventStream', () => {
  it('hands over the events of the stream, cut anywhere, and skips heartbeats and strangers', async () => {
    const text = `retry: 3000\n: connected\n\ndata: ${JSON.stringify(towns)}\n\n: heartbeat\n\ndata: not json\n\ndata: {"type":"weather"}\n\n`;
    const s = start([{ chunks: [text.slice(0, 30), text.slice(30, 41), text.slice(41)], open: true }]);
    await vi.waitFor(() => expect(s.events).toEqual([towns]));
    expect(s.requests).toEqual([{ url: '/api/servers/1/events', authorization: 'Bearer the-token' }]);
    expect(s.opens).toEqual([false]);
    s.stop();
  });

  it('reconnects with growing delays while streams keep ending, and says when it reconnected', async () => {
    const s = start([{ chunks: [': connected\n\n'] }]);
    await vi.waitFor(() => expect(s.requests.length).toBeGreaterThanOrEqual(5));
    s.stop();
    expect(s.delays.slice(0, 4)).toEqual([1000, 2000, 4000, 8000]);
    expect(s.opens.slice(0, 3)).toEqual([false, true, true]);
  });

  it('also retries a full server (429) and server errors, with back-off', async () => {
    const s = start([
      { status: 429 },
      { status: 503 },
      { chunks: [`data: ${JSON.stringify(towns)}\n\n`], open: true },
    ]);
    await vi.waitFor(() => expect(s.events).toEqual([towns]));
    expect(s.delays).toEqual([1000, 2000]);
    expect(s.opens).toEqual([false]);
    s.stop();
  });

  it('says when the server has too many streams of the user open (429), and keeps trying', async () => {
    const tooMany: number[] = [];
    const s = start([{ status: 429 }, { status: 429 }, { chunks: [': connected\n\n'], open: true }], {
      onTooMany: () => tooMany.push(s.requests.length),
    });
    await vi.waitFor(() => expect(s.opens).toEqual([false]));
    expect(tooMany).toEqual([1, 2]);
    s.stop();
  });

  it.each([401, 403, 404])('gives up for good on %i', async (status) => {
    const s = start([{ status }]);
    await vi.waitFor(() => expect(s.refused).toEqual([status]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(s.requests).toHaveLength(1);
    expect(s.delays).toEqual([]);
  });

  it('starts the back-off afresh after a stream that stayed open a while', async () => {
    let clock = 0;
    // Each stream lasts STABLE_MS by this clock (it moves on at every reading).
    const s = start([{ chunks: [': connected\n\n'] }], { now: () => (clock += STABLE_MS) });
    await vi.waitFor(() => expect(s.requests.length).toBeGreaterThanOrEqual(4));
    s.stop();
    expect(new Set(s.delays)).toEqual(new Set([1000]));
  });

  it('takes a silent stream for dead and opens a new one', async () => {
    const s = start([{ chunks: [': connected\n\n'], open: true }], { silenceMs: 30 });
    await vi.waitFor(() => expect(s.requests.length).toBeGreaterThanOrEqual(2));
    s.stop();
  });

  it('stops when signed out (no token) and when told to', async () => {
    const signedOut = start([{}], { token: () => null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(signedOut.requests).toEqual([]);

    const s = start([{ chunks: [': connected\n\n'], open: true }]);
    await vi.waitFor(() => expect(s.requests).toHaveLength(1));
    s.stop();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(s.requests).toHaveLength(1);
    expect(s.delays).toEqual([]);
  });
});
