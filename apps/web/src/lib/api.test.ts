import { MeResponse } from '@tradehall/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, errorText, messageFromBody } from './api';
import { getToken, setToken } from './token-store';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answer = (status: number, body: unknown) =>
  vi.fn(async (_url: string, _init?: RequestInit) => Response.json(body, { status }));

describe('answers checked against a schema', () => {
  it('takes the schema itself or a loader of it (the first screen loads its schemas lazily)', async () => {
    vi.stubGlobal('fetch', answer(200, { username: 'ann', role: 'user' }));
    expect(await api.get('/me', MeResponse)).toEqual({ username: 'ann', role: 'user' });
    const load = vi.fn(async () => MeResponse);
    expect(await api.get('/me', load)).toEqual({ username: 'ann', role: 'user' });
    expect(load).toHaveBeenCalledOnce();
  });

  it('rejects an answer the schema does not accept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', answer(200, { username: 'ann', role: 'emperor' }));
    const failure = api.get('/me', async () => MeResponse);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('The server sent an unexpected answer.');
  });

  it('ping resolves to the status of a 2xx answer without reading it, and rejects otherwise', async () => {
    vi.stubGlobal('fetch', answer(200, { message: 'hello' }));
    expect(await api.ping('/hello')).toBe(200);
    vi.stubGlobal('fetch', answer(503, {}));
    await expect(api.ping('/hello')).rejects.toMatchObject({ status: 503 });
  });
});

const failWith = async (response: Response): Promise<ApiError> => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  );
  const error: unknown = await api.post('/login', async () => MeResponse, {}).catch((e: unknown) => e);
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
};
const json = (body: unknown, status = 500, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

describe('the text of a failed call: error, else detail, else message, else the status text', () => {
  it.each([
    ['error', { error: 'Wrong password.', detail: 'd', message: 'm' }, 'Wrong password.'],
    ['detail without error', { detail: 'Not allowed here.', message: 'm' }, 'Not allowed here.'],
    ['message without error or detail', { message: 'Database is down' }, 'Database is down'],
    [
      'strings only (a list of details is skipped)',
      { detail: [{ msg: 'x' }], message: 'Bad input' },
      'Bad input',
    ],
    ['empty strings are skipped', { error: '', detail: '  ', message: 'Later' }, 'Later'],
  ])('%s', async (_case, body, expected) => {
    const error = await failWith(json(body, 500, 'Internal Server Error'));
    expect(error.serverMessage).toBe(expected);
    expect(errorText(error, 'An error occurred.')).toBe(expected);
    expect(error.message).toBe(expected);
  });

  it("the answer's status text when the body says nothing (empty, not JSON, no known field)", async () => {
    for (const body of ['', '<html><h1>Bad gateway</h1></html>', '{"code":42}', 'null']) {
      const error = await failWith(new Response(body, { status: 503, statusText: 'Service Unavailable' }));
      expect(error.serverMessage).toBeNull();
      expect(errorText(error, 'An error occurred.')).toBe('Service Unavailable');
      expect(error.message).toBe('Service Unavailable');
    }
  });

  it('the standard status text when the answer has none (HTTP/2)', async () => {
    const error = await failWith(new Response('', { status: 503 }));
    expect(error.statusText).toBe('Service Unavailable');
    expect(errorText(error, 'An error occurred.')).toBe('Service Unavailable');
    expect(errorText(await failWith(new Response('', { status: 413 })), 'x')).toBe('Payload Too Large');
  });

  it('the fallback for a status without a known text, or when the server cannot be reached', async () => {
    const unknown = await failWith(new Response('', { status: 599 }));
    expect(errorText(unknown, 'An error occurred.')).toBe('An error occurred.');
    expect(unknown.message).toBe('Request failed with status 599.');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const unreachable: unknown = await api.get('/me', MeResponse).catch((e: unknown) => e);
    expect(unreachable).toMatchObject({ status: 0, message: 'Could not reach the server.' });
    expect(errorText(unreachable, 'An error occurred.')).toBe('An error occurred.');
  });

  it('any other error: its message, else the fallback', () => {
    expect(errorText(new Error('Boom'), 'fallback')).toBe('Boom');
    expect(errorText('nothing', 'fallback')).toBe('fallback');
  });

  it('messageFromBody reads objects only', () => {
    expect(messageFromBody(null)).toBeNull();
    expect(messageFromBody('error')).toBeNull();
    expect(messageFromBody({ error: 7, message: 'seven' })).toBe('seven');
  });
});

describe('writes that may be retried (Idempotency-Key)', () => {
  const keyOf = (call: unknown[]) => new Headers((call[1] as RequestInit).headers).get('Idempotency-Key');

  it('go with a new key per call; a plain post goes without', async () => {
    const fetch = answer(201, { username: 'ann', role: 'user' });
    vi.stubGlobal('fetch', fetch);
    await api.post('/trades', MeResponse, { a: 1 }, { idempotent: true });
    await api.post('/trades', MeResponse, { a: 1 }, { idempotent: true });
    await api.post('/trades', MeResponse, { a: 1 });
    const keys = fetch.mock.calls.map(keyOf);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBeNull();
  });

  it('are sent again with the same key after a lost connection or a gateway error, not after a 4xx', async () => {
    let calls = 0;
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
      calls++;
      if (calls === 1) throw new TypeError('Failed to fetch');
      if (calls === 2) return Response.json({ error: 'Bad gateway' }, { status: 502 });
      return Response.json({ username: 'ann', role: 'user' }, { status: 201 });
    });
    vi.stubGlobal('fetch', fetch);
    expect(await api.post('/trades', MeResponse, {}, { idempotent: true })).toEqual({
      username: 'ann',
      role: 'user',
    });
    expect(fetch).toHaveBeenCalledTimes(3);
    const keys = new Set(fetch.mock.calls.map(keyOf));
    expect(keys.size).toBe(1);

    const refused = answer(409, { error: 'Town name taken.' });
    vi.stubGlobal('fetch', refused);
    await expect(api.post('/towns', MeResponse, {}, { idempotent: true })).rejects.toMatchObject({
      status: 409,
    });
    expect(refused).toHaveBeenCalledOnce();
  });

  it("a keyed write's 422 (the key sent with another request) keeps the session", async () => {
    setToken('a-token');
    vi.stubGlobal(
      'fetch',
      answer(422, { error: 'This Idempotency-Key was already used for another request.' }),
    );
    await expect(api.post('/trades', MeResponse, {}, { idempotent: true })).rejects.toMatchObject({
      status: 422,
    });
    expect(getToken()).toBe('a-token');
  });
});

describe('gzipped writes', () => {
  it('send the JSON gzipped with Content-Encoding: gzip', async () => {
    const fetch = answer(201, { username: 'ann', role: 'user' });
    vi.stubGlobal('fetch', fetch);
    const body = { times: Array.from({ length: 2000 }, (_, i) => [1_700_000_000 + (i % 7), 1]) };
    await api.post('/world-scans', MeResponse, body, { gzip: true });
    const init = fetch.mock.calls[0]![1]!;
    const headers = new Headers(init.headers);
    expect(headers.get('Content-Encoding')).toBe('gzip');
    expect(headers.get('Content-Type')).toBe('application/json');
    const sent = new Uint8Array(await new Response(init.body).arrayBuffer());
    expect(sent.length).toBeLessThan(JSON.stringify(body).length / 10);
    const { gunzipSync } = await import('node:zlib');
    expect(JSON.parse(gunzipSync(sent).toString('utf8'))).toEqual(body);
  });

  it('send it plain where the browser has no CompressionStream', async () => {
    const fetch = answer(201, { username: 'ann', role: 'user' });
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('CompressionStream', undefined);
    await api.post('/world-scans', MeResponse, { a: 1 }, { gzip: true });
    const init = fetch.mock.calls[0]![1]!;
    expect(new Headers(init.headers).get('Content-Encoding')).toBeNull();
    expect(init.body).toBe('{"a":1}');
  });
});
