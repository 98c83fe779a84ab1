// The tests of one mutation target (MUTATION_TARGET), without the web project or the database tests.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { TARGETS } from './targets.mjs';

const target = TARGETS[process.env.MUTATION_TARGET ?? ''];
if (!target) throw new Error('MUTATION_TARGET is not a mutation target');
// MUTATION_TESTS (comma-separated globs): only these of the target's tests, to iterate on one file with its own
// tests (`--mutate` that file). A score from fewer tests is a lower bound of the target's.
// Else the tests of the part named by MUTATION_PART (targets.mjs), else the target's.
const part = target.parts?.[process.env.MUTATION_PART ?? ''];
const tests = process.env.MUTATION_TESTS
  ? process.env.MUTATION_TESTS.split(',')
  : (part?.tests ?? target.tests);

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: tests.filter((glob) => !glob.startsWith('!')),
    exclude: [
      '**/node_modules/**',
      ...tests.filter((glob) => glob.startsWith('!')).map((glob) => glob.slice(1)),
    ],
    // Tests that cannot run under mutation (see mutation/targets.mjs): every other test runs.
    ...(target.skipTests
      ? { testNamePattern: new RegExp(`^(?!.*(?:${target.skipTests.map(escapeRegExp).join('|')}))`) }
      : {}),
    environment: 'node',
    testTimeout: target.testTimeout ?? 30_000,
  },
});
