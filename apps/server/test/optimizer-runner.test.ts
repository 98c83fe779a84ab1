import { Worker } from 'node:worker_threads';
import type { OptimizerEnchantment, OptimizerPlan } from '@tradehall/contracts';
import { findConflicts, toRoman } from '@tradehall/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkerPool, WorkerPoolBusyError, WorkerTimeoutError } from '../src/lib/worker-pool';
import { computePlan } from '../src/modules/optimizer/plan-job';
import { PlanRunner } from '../src/modules/optimizer/plan-runner';
import { createTestApp, type Session, type TestApp } from './helpers';
import { ok } from './trade-world';

/**
 * Plans run on worker threads under a time budget: past it True Optimal answers a clear 503, and the event loop
 * keeps answering other requests meanwhile.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A worker speaking the pool's protocol: doubles numbers, spins forever on 'spin', dies on 'crash'. */
const TOY_WORKER = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, input }) => {
  if (input === 'spin') for (;;) {}
  if (input === 'crash') process.exit(3);
  parentPort.postMessage({ id, result: input * 2 });
});
parentPort.postMessage({ ready: true });
`;
const toyPool = (
  settings: { maxWorkers?: number; maxQueued?: number; afterCrash?: 'inline' | 'reject' } = {},
) =>
  new WorkerPool<number | string, number>({
    startWorker: () => new Worker(TOY_WORKER, { eval: true }),
    runInline: (input) => (typeof input === 'number' ? -input : -1),
    ...settings,
  });

describe('WorkerPool', () => {
  it('runs jobs on workers, several at once', async () => {
    const pool = toyPool({ maxWorkers: 2 });
    try {
      expect(await Promise.all([1, 2, 3, 4].map((n) => pool.run(n)))).toEqual([2, 4, 6, 8]);
      expect(pool.workerLoaded).toBe(true);
    } finally {
      await pool.close();
    }
  });

  it('stops a job past its time limit, keeps the event loop free meanwhile, and carries on', async () => {
    const pool = toyPool();
    try {
      const started = performance.now();
      const spinning = pool.run('spin', { timeoutMs: 400 });
      const ticks: number[] = [];
      const ticking = (async () => {
        for (let i = 0; i < 5; i++) {
          const before = performance.now();
          await sleep(20);
          ticks.push(performance.now() - before);
        }
      })();
      await expect(spinning).rejects.toBeInstanceOf(WorkerTimeoutError);
      await ticking;
      expect(performance.now() - started).toBeLessThan(5000);
      expect(Math.max(...ticks)).toBeLessThan(200);
      expect(await pool.run(21)).toBe(42);
    } finally {
      await pool.close();
    }
  });

  it('answers busy when every worker is taken and the queue is full', async () => {
    const pool = toyPool({ maxWorkers: 1, maxQueued: 1 });
    try {
      const first = pool.run('spin', { timeoutMs: 300 });
      const queued = pool.run(5);
      await expect(pool.run(6)).rejects.toBeInstanceOf(WorkerPoolBusyError);
      await expect(first).rejects.toBeInstanceOf(WorkerTimeoutError);
      expect(await queued).toBe(10);
    } finally {
      await pool.close();
    }
  });

  it('rejects the job of a worker that died when told to, instead of running it inline', async () => {
    const rejecting = toyPool({ afterCrash: 'reject' });
    const inline = toyPool();
    try {
      await rejecting.run(1); // loaded
      await expect(rejecting.run('crash')).rejects.toThrow('A worker exited (code 3).');
      expect(await rejecting.run(2)).toBe(4);
      await inline.run(1);
      expect(await inline.run('crash')).toBe(-1);
    } finally {
      await rejecting.close();
      await inline.close();
    }
  });
});

describe('PlanRunner', () => {
  const request = {
    item: 'Sword',
    enchantments: [
      {
        name: 'Sharpness',
        mcid: 'minecraft:sharpness',
        rarity: 'Common',
        maxlevel: 5,
        incompatibilities: '',
        level: 5,
      },
      {
        name: 'Looting',
        mcid: 'minecraft:looting',
        rarity: 'Rare',
        maxlevel: 3,
        incompatibilities: '',
        level: 3,
      },
    ],
    strategy: 'optimal',
  } as const;

  it('plans on a worker thread with the same answer as inline', async () => {
    const runner = new PlanRunner({ maxWorkers: 1 });
    try {
      const outcome = await runner.run(request, 5000);
      expect(runner.workerLoaded).toBe(true);
      expect(outcome).toEqual(computePlan({ ...request, timeBudgetMs: 5000 }));
    } finally {
      await runner.close();
    }
  });

  it('answers refusals as values', async () => {
    const runner = new PlanRunner({ startWorker: () => undefined });
    try {
      const outcome = await runner.run({ ...request, enchantments: [] }, 5000);
      expect(outcome).toEqual({
        ok: false,
        reason: 'input',
        message: 'Please select at least one enchantment.',
      });
    } finally {
      await runner.close();
    }
  });
});

describe('POST /api/optimizer/plan under a time budget', () => {
  let t: TestApp;
  let player: Session;
  let heavy: string[];
  const previous = process.env.OPTIMIZER_TIME_BUDGET_MS;

  beforeAll(async () => {
    process.env.OPTIMIZER_TIME_BUDGET_MS = '1000';
    t = await createTestApp();
    player = await t.loginAs('user');
    heavy = compatibleAtMax(
      await ok<OptimizerEnchantment[]>(
        player,
        'GET',
        '/api/optimizer/applicable_enchantments?types=SWORD,BREAKABLE',
      ),
    );
  });
  afterAll(async () => {
    if (previous === undefined) delete process.env.OPTIMIZER_TIME_BUDGET_MS;
    else process.env.OPTIMIZER_TIME_BUDGET_MS = previous;
    await t.close();
  });

  it('answers 503 past the budget for True Optimal while /api/hello keeps answering', async () => {
    expect(heavy.length).toBeGreaterThanOrEqual(24);
    // Warm the worker up, so the run below is all search.
    await ok(player, 'POST', '/api/optimizer/plan', { item_keyword: 'Sword', enchantments: ['Sharpness V'] });

    let finished = false;
    const started = performance.now();
    const planning = player
      .request({
        method: 'POST',
        url: '/api/optimizer/plan',
        payload: { item_keyword: 'Sword', enchantments: heavy, strategy: 'optimal' },
      })
      .finally(() => {
        finished = true;
      });
    const hellos: number[] = [];
    await sleep(100);
    while (!finished) {
      const before = performance.now();
      const hello = await t.app.inject({ method: 'GET', url: '/api/hello' });
      expect(hello.statusCode).toBe(200);
      if (!finished) hellos.push(performance.now() - before);
      await sleep(50);
    }
    const response = await planning;
    const elapsed = performance.now() - started;

    expect(response.statusCode, response.body).toBe(503);
    expect(response.json()).toEqual({
      error: `True Optimal could not finish within 1 s for ${heavy.length} books; use Grouped by Rarity.`,
    });
    expect(elapsed).toBeGreaterThanOrEqual(900);
    expect(elapsed).toBeLessThan(10_000);
    expect(hellos.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...hellos)).toBeLessThan(250);
  });

  it('plans the same books with Grouped by Rarity, and says it is not proven optimal', async () => {
    const { plan } = await ok<{ plan: OptimizerPlan }>(player, 'POST', '/api/optimizer/plan', {
      item_keyword: 'Sword',
      enchantments: heavy,
    });
    expect(plan.strategy).toBe('grouped');
    expect(plan.steps).toHaveLength(heavy.length);
    expect(plan.proven_optimal).toBe(false);
  });
});

/** 'Name ROMAN' at max level of every enchantment that fits with the ones before it (curses left out). */
function compatibleAtMax(list: readonly OptimizerEnchantment[]): string[] {
  const chosen: OptimizerEnchantment[] = [];
  for (const enchantment of list) {
    if (!enchantment.curse && findConflicts([...chosen, enchantment]).length === 0) chosen.push(enchantment);
  }
  return chosen.map((e) => (e.maxlevel === 1 ? e.name : `${e.name} ${toRoman(e.maxlevel)}`));
}
