import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './helpers';

// The figures of the sign-in limits, measured against the API with the clock (Date only) stopped and moved on:
// what one address gets against one account and against many, and what the owner gets meanwhile.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A UTC midnight, so the day and every 15-minute window start on it. */
const T0 = Date.UTC(2032, 5, 1);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const login = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress });

/** Sends `perMinute` wrong passwords at the start of every minute for `minutes`; returns the 401s per minute. */
async function attack(
  start: number,
  minutes: number,
  perMinute: number,
  name: (n: number) => string,
  address: string,
) {
  const checked: number[] = [];
  let n = 0;
  for (let minute = 0; minute < minutes; minute++) {
    vi.setSystemTime(start + minute * MINUTE);
    let count = 0;
    for (let i = 0; i < perMinute; i++) {
      const response = await login(name(n++), 'wrong', address);
      expect([401, 429]).toContain(response.statusCode);
      if (response.statusCode === 401) count++;
    }
    checked.push(count);
  }
  return checked;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const per15Minutes = (perMinute: number[]) =>
  Array.from({ length: Math.ceil(perMinute.length / 15) }, (_, w) =>
    sum(perMinute.slice(w * 15, w * 15 + 15)),
  );

describe('figures of the sign-in limits', () => {
  it('one address against one account: at most 5 passwords checked per 15 minutes and 20 per day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 10 guesses a minute for two hours, then one an hour for the rest of the day.
    const perMinute = await attack(T0, 120, 10, () => 'admin', '198.51.100.1');
    expect(Math.max(...perMinute)).toBe(5);
    expect(per15Minutes(perMinute)).toEqual([5, 5, 5, 5, 0, 0, 0, 0]);
    const later = await attack(T0 + 2 * HOUR, 22, 1, () => 'admin', '198.51.100.1');
    expect(sum(later)).toBe(0);
    // The next day starts afresh.
    vi.setSystemTime(T0 + 24 * HOUR);
    expect((await login('admin', ADMIN_PASSWORD, '198.51.100.1')).statusCode).toBe(200);
  });

  it('one address against many accounts: at most 50 passwords checked per 15 minutes and 200 per day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = T0 + 2 * 24 * HOUR;
    // 4 new names a minute (60 per 15 minutes) for two hours.
    const perMinute = await attack(start, 120, 4, (n) => `sprayed_${n}`, '198.51.100.2');
    expect(per15Minutes(perMinute)).toEqual([50, 50, 50, 50, 0, 0, 0, 0]);
    vi.setSystemTime(start + 2 * HOUR);
    const refused = await login('admin', ADMIN_PASSWORD, '198.51.100.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(
      'Too many failed sign-in attempts from this address. Try again in 22 hours.',
    );
  });

  it('the owner from another address during an attack: 200, at most a 1-second delay', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0 + 4 * 24 * HOUR);
    const timed = async (address: string) => {
      const started = performance.now();
      const response = await login('admin', ADMIN_PASSWORD, address);
      return { status: response.statusCode, ms: performance.now() - started };
    };
    // One attacking address that used up its limit for admin: the owner elsewhere is not delayed at all.
    await attack(T0 + 4 * 24 * HOUR, 1, 10, () => 'admin', '198.51.100.3');
    expect((await login('admin', ADMIN_PASSWORD, '198.51.100.3')).statusCode).toBe(429);
    const calm = await timed('192.0.2.10');
    expect(calm.status).toBe(200);
    expect(calm.ms).toBeLessThan(900);

    // 40 attacking addresses in the same minute (a botnet): the owner still signs in, after one second.
    const botnet = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login('admin', 'wrong', `198.18.${i}.1`)),
    );
    expect(botnet.every((response) => response.statusCode === 401)).toBe(true);
    const underAttack = await timed('192.0.2.11');
    expect(underAttack.status).toBe(200);
    expect(underAttack.ms).toBeGreaterThanOrEqual(900);
    expect(underAttack.ms).toBeLessThan(5_000);
  });
});
