import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR, serverEnvironment } from './environment';
import type { TestUser } from './users';

const CLI = resolve(import.meta.dirname, '../../apps/server/dist/cli.js');

/** The demo world's first server and its owner (README, Demo data). */
export const DEMO_SERVER = 'Tradehall SMP';
export const DEMO_USER: TestUser = { username: 'demo_user', password: 'tradehall-demo', role: 'user' };

/**
 * Loads the demo world once per run with the server's CLI (same data folder). Every worker and spec that needs
 * it calls this; the one that makes the lock folder seeds, the others wait for its mark.
 */
export async function ensureDemoWorld(): Promise<void> {
  const lock = join(E2E_DATA_DIR, 'demo-world.lock');
  const done = join(E2E_DATA_DIR, 'demo-world.done');
  if (existsSync(done)) return;
  try {
    mkdirSync(lock);
  } catch {
    await expect.poll(() => existsSync(done), { timeout: 120_000, intervals: [500] }).toBe(true);
    return;
  }
  execFileSync(process.execPath, [CLI, 'seed-demo'], {
    env: { ...process.env, ...serverEnvironment(), LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  writeFileSync(done, 'seeded');
}
