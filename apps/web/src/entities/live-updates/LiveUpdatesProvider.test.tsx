import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { type ServerEvent, STORAGE_KEYS } from '@tradehall/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdatedByNote } from '../../components/UpdatedByNote';
import { PLACEHOLDER_SERVER } from '../session/servers';
import { type Session, SessionContext } from '../session/session-context';
import { townKeys } from '../towns/keys';
import { tradeKeys } from '../trades/keys';
import { LiveUpdatesProvider } from './LiveUpdatesProvider';
import { useLatestChange, useLiveUpdatesOff } from './live-updates-context';

const session: Session = {
  status: 'ready',
  username: 'demo_user',
  role: 'user',
  servers: [],
  currentServer: PLACEHOLDER_SERVER,
  serverId: 1,
  setCurrentServer: () => {},
  signIn: () => {},
  renewToken: () => {},
  logout: () => {},
  retry: () => {},
};

function TownsNote() {
  return <UpdatedByNote change={useLatestChange(['towns'])} />;
}

/** A fetch whose one stream stays open; `send` writes an event into it. */
function openStreamFetch() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const urls: string[] = [];
  const fake = vi.fn(async (input: RequestInfo | URL) => {
    urls.push(String(input));
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
        c.enqueue(encoder.encode(': connected\n\n'));
      },
    });
    return new Response(body, { status: 200 });
  });
  const send = (event: ServerEvent) =>
    controller?.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
  return { fake, send, urls };
}

afterEach(() => vi.unstubAllGlobals());

describe('LiveUpdatesProvider', () => {
  it('listens to the selected server, refreshes what an event makes stale and notes who changed it', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'the-token');
    const stream = openStreamFetch();
    vi.stubGlobal('fetch', stream.fake);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    for (const key of [townKeys.all(1), townKeys.all(2), tradeKeys.all(1)]) client.setQueryData(key, []);
    render(
      <MantineProvider>
        <QueryClientProvider client={client}>
          <SessionContext.Provider value={session}>
            <LiveUpdatesProvider>
              <TownsNote />
            </LiveUpdatesProvider>
          </SessionContext.Provider>
        </QueryClientProvider>
      </MantineProvider>,
    );
    await vi.waitFor(() => expect(stream.urls).toEqual(['/api/servers/1/events']));
    const at = new Date().toISOString();

    await act(async () => stream.send({ type: 'towns', ids: [4], by: 'demo_user', at }));
    await vi.waitFor(() => expect(client.getQueryState(townKeys.all(1))?.isInvalidated).toBe(true));
    expect(screen.queryByTestId('updated-by-note')).toBeNull();

    await act(async () => stream.send({ type: 'towns', ids: [4], by: 'demo_editor', at }));
    expect(await screen.findByText('Updated by demo_editor just now')).toBeInTheDocument();
    expect(client.getQueryState(tradeKeys.all(1))?.isInvalidated).toBe(true);
    expect(client.getQueryState(townKeys.all(2))?.isInvalidated).toBe(false);
  });

  it('tells the tab when the server refuses its stream as one too many (429), until a stream opens', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'the-token');
    let answers = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        answers += 1;
        if (answers === 1)
          return new Response(JSON.stringify({ error: 'Too many streams.' }), { status: 429 });
        return new Response(new ReadableStream<Uint8Array>({ start: () => {} }), { status: 200 });
      }),
    );
    function Off() {
      return <p>{useLiveUpdatesOff() ? 'off' : 'on'}</p>;
    }
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <SessionContext.Provider value={session}>
            <LiveUpdatesProvider>
              <Off />
            </LiveUpdatesProvider>
          </SessionContext.Provider>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(await screen.findByText('off')).toBeInTheDocument();
    // The next try (after a back-off of about a second) gets a stream: live updates are on again.
    expect(await screen.findByText('on', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
