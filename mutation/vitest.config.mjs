// The tests of one mutation target (MUTATION_TARGET), without the web project or the database tests.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { TARGETS } from './targets.mjs';

const target = TARGETS[process.env.MUTATION_TARGET ?? ''];
if (!target) throw new Error('MUTATION_TARGET is not a mutation target');

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: target.tests,
    environment: 'node',
    testTimeout: 30_000,
  },
});
