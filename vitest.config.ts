import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/*/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/test/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/test/setup.ts'],
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
        },
      },
    ],
  },
});
