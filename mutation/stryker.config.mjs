// StrykerJS for one target of mutation/targets.mjs, named by MUTATION_TARGET (scripts/mutation.mjs sets it).
import { TARGETS } from './targets.mjs';

const name = process.env.MUTATION_TARGET ?? '';
const target = TARGETS[name];
if (!target) throw new Error(`MUTATION_TARGET must be one of ${Object.keys(TARGETS).join(', ')}`);
// MUTATION_PART (optional): one of the target's parts (targets.mjs, `parts`: its files and their tests), or any
// name for a partial run of your own (`--mutate` some files with MUTATION_TESTS). A part's report and incremental
// file sit apart from the target's: reports/mutation/<target>/<part>/.
const part = process.env.MUTATION_PART;
const partOptions = part ? target.parts?.[part] : undefined;
const reports = part ? `reports/mutation/${name}/${part}` : `reports/mutation/${name}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: partOptions?.mutate ?? target.mutate,
  testRunner: 'vitest',
  vitest: { configFile: 'mutation/vitest.config.mjs', related: false },
  coverageAnalysis: 'perTest',
  ignoreStatic: target.ignoreStatic === true,
  checkers: ['typescript'],
  tsconfigFile: target.tsconfig,
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  // MUTATION_EVENTS=1: also record each mutant's result as it comes (<report folder>/events/), so that a run
  // stopped before the end still tells what it measured.
  reporters: ['html', 'json', 'progress', ...(process.env.MUTATION_EVENTS ? ['event-recorder'] : [])],
  eventReporter: { baseDir: `${reports}/events` },
  htmlReporter: { fileName: `${reports}/index.html` },
  jsonReporter: { fileName: `${reports}/mutation.json` },
  incremental: true,
  incrementalFile: `${reports}/incremental.json`,
  tempDirName: `reports/mutation/.tmp-${name}${part ? `-${part}` : ''}`,
  cleanTempDir: 'always',
  // The sandbox copies the repository: leave out what no target's tests read.
  ignorePatterns: [
    'apps/web',
    'e2e',
    'bench',
    'docs',
    'reports',
    'test-results',
    'playwright-report',
    'dist',
  ],
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 2),
  timeoutMS: 10_000,
  thresholds: { high: 80, low: 70, break: null },
};
