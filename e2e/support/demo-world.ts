import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { E2E_DATA_DIR, serverEnvironment } from './environment';
import { expect } from './test';
import type { TestUser } from './users';

/** The demo world's accounts (`seed-demo`): both play on Tradehall SMP, which demo_user owns. */
export const DEMO_PASSWORD = 'tradehall-demo';
export const DEMO_USER: TestUser = { username: 'demo_user', password: DEMO_PASSWORD, role: 'user' };
export const DEMO_EDITOR: TestUser = { username: 'demo_editor', password: DEMO_PASSWORD, role: 'editor' };
export const DEMO_SERVER = 'Tradehall SMP';

const CLI = resolve(import.meta.dirname, '../../apps/server/dist/cli.js');

/**
 * Loads the demo world once per run with the server's CLI (same data folder). Every spec that needs it calls
 * this with the same lock and mark: the worker that makes the lock folder seeds, the others
 * wait for its mark.
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
