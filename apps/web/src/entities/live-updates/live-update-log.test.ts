import { describe, expect, it } from 'vitest';
import {
  type HeardChange,
  KEPT_CHANGES,
  LiveUpdateLog,
  latestChange,
  latestTradeChange,
} from './live-update-log';

const change = (overrides: Partial<HeardChange>): HeardChange => ({
  type: 'trades',
  ids: [1],
  by: 'demo_editor',
  at: '',
  receivedAt: 100,
  own: false,
  ...overrides,
});

describe('latestChange', () => {
  const changes = [
    change({ type: 'towns', by: 'first', receivedAt: 10 }),
    change({ type: 'trades', by: 'second', receivedAt: 20 }),
    change({ type: 'trades', by: 'me', receivedAt: 30, own: true }),
    change({ type: 'server', by: '', ids: null, receivedAt: 40 }),
  ];
  it.each<[string, HeardChange['type'][], number, string | null]>([
    ['newest of the types, own changes left out', ['trades'], 0, 'second'],
    ['any of several types', ['towns', 'trades'], 0, 'second'],
    ['nameless gap notices left out', ['server'], 0, null],
    ['only those heard since', ['towns'], 11, null],
  ])('%s', (_name, types, since, by) => {
    expect(latestChange(changes, types, since)?.by ?? null).toBe(by);
  });
});

describe('latestTradeChange', () => {
  it('finds the newest change naming the trade, or all trades', () => {
    const changes = [
      change({ ids: [1, 2], by: 'a' }),
      change({ ids: [3], by: 'b' }),
      change({ ids: null, by: 'c' }),
    ];
    expect(latestTradeChange(changes, 2, 0)?.by).toBe('c');
    expect(latestTradeChange(changes.slice(0, 2), 2, 0)?.by).toBe('a');
    expect(latestTradeChange(changes.slice(0, 2), 4, 0)).toBeNull();
    expect(latestTradeChange([change({ type: 'towns', ids: [2] })], 2, 0)).toBeNull();
  });
});

describe('LiveUpdateLog', () => {
  it('keeps the newest changes only, and tells its listeners', () => {
    const log = new LiveUpdateLog();
    let told = 0;
    const unsubscribe = log.subscribe(() => told++);
    for (let i = 0; i < KEPT_CHANGES + 5; i++) log.add(change({ receivedAt: i }));
    expect(log.snapshot()).toHaveLength(KEPT_CHANGES);
    expect(log.snapshot()[0]?.receivedAt).toBe(5);
    log.clear();
    expect(log.snapshot()).toEqual([]);
    expect(told).toBe(KEPT_CHANGES + 6);
    unsubscribe();
    log.add(change({}));
    expect(told).toBe(KEPT_CHANGES + 6);
  });
});
