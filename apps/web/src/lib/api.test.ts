import { MeResponse } from '@tradehall/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api';

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
