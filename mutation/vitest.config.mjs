// The tests of one mutation target (MUTATION_TARGET), without the web project or the database tests.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { TARGETS } from './targets.mjs';

const target = TARGETS[process.env.MUTATION_TARGET ?? ''];
if (!target) throw new Error('MUTATION_TARGET is not a mutation target');

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: target.tests.filter((glob) => !glob.startsWith('!')),
    exclude: [
      '**/node_modules/**',
      ...target.tests.filter((glob) => glob.startsWith('!')).map((glob) => glob.slice(1)),
    ],
    // Tests that cannot run under mutation (see mutation/targets.mjs): every other test runs.
    ...(target.skipTests
      ? { testNamePattern: new RegExp(`^(?!.*(?:${target.skipTests.map(escapeRegExp).join('|')}))`) }
      : {}),
    environment: 'node',
    testTimeout: target.testTimeout ?? 30_000,
  },
});
