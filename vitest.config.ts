import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Speed (issue 25): Vitest's default in `run` mode is one worker fewer than the cores, one worker on a 2-core
 * machine; here every core runs test files. And test files do not each get a fresh module graph (`isolate:
 * false`): loading the app's modules again for every file cost more CPU than the tests of most files. A worker
 * runs its files one after another in one module graph, so a test file must leave no global state behind: it
 * restores process.env and real timers in afterEach (see world-scans-upload.test.ts, auth-throttle.test.ts),
 * and the server's module-level caches are keyed by database, each test app having its own.
 */
export default defineConfig({
  test: {
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
          // The optimizer's cross-checks against solveExact take about 1 s alone and 7 s at load 30.
          testTimeout: 30_000,
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/test/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/test/setup.ts'],
          // userEvent-driven page tests take 1-2 s alone, and several times that on a loaded 2-core machine.
          testTimeout: 30_000,
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          globalSetup: ['apps/server/test/global-setup.ts'],
          include: ['apps/server/test/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          isolate: false,
        },
      },
    ],
  },
});
