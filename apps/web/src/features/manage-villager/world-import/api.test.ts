import { WorldScanProgressToken } from '@tradehall/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { randomUuid } from '../../../lib/random-uuid';
import { scanProgress } from './api';

afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = (status: number, body: unknown) =>
  vi.fn(async (_url: string, _init?: RequestInit) => Response.json(body, { status }));

describe('scanProgress', () => {
  const token = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';

  it("asks GET /api/world-scan-progress/{token} and answers the server's progress", async () => {
    const fetch = answer(200, { read: 3, total: 12, phase: 'scanning' });
    vi.stubGlobal('fetch', fetch);
    expect(await scanProgress(token)).toEqual({ read: 3, total: 12, phase: 'scanning' });
    expect(fetch.mock.calls[0]![0]).toBe(`/api/world-scan-progress/${token}`);
    expect(fetch.mock.calls[0]![1]?.method).toBe('GET');
  });

  it('answers null while the server has recorded nothing under the token (404)', async () => {
    vi.stubGlobal('fetch', answer(404, { error: 'No scan progress under this token.' }));
    expect(await scanProgress(token)).toBeNull();
  });

  it('rejects other failures', async () => {
    vi.stubGlobal('fetch', answer(500, { error: 'boom' }));
    await expect(scanProgress(token)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('randomUuid', () => {
  it('is a token the server accepts, also where crypto.randomUUID is missing (plain HTTP on the LAN)', () => {
    const tokens = new Set([randomUuid(), randomUuid()]);
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    expect(globalThis.crypto.randomUUID).toBeUndefined();
    tokens.add(randomUuid());
    tokens.add(randomUuid());
    expect(tokens.size).toBe(4);
    for (const token of tokens) {
      expect(token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(WorldScanProgressToken.safeParse(token).success).toBe(true);
    }
  });
});
