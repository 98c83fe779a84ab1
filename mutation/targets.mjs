// What `npm run mutation` mutates: each target's source files and the tests (run without a database) that
// cover them. Tests and test helpers are never mutated.
const NOT_TESTS = ['!**/*.test.ts', '!**/testkit.ts'];
const D = 'packages/domain/src';

export const TARGETS = {
  // packages/domain in two parts. Its rules: XP, roman numerals, town-name coordinates, curse and price rules,
  // the shopping list, the optimizer's cost model, validation and conflicts (fast tests).
  'domain-rules': {
    package: 'domain',
    mutate: [
      'packages/domain/src/{xp,roman}.ts',
      'packages/domain/src/town-names/{coords,town-name,hash}.ts',
      'packages/domain/src/strategy/{curses,price}.ts',
      'packages/domain/src/shopping/{select,summary}.ts',
      'packages/domain/src/optimizer/{cost,validate,conflicts,errors}.ts',
    ],
    tests: [
      'packages/domain/src/{xp,roman}.test.ts',
      'packages/domain/src/town-names/{coords,town-name,hash}.test.ts',
      'packages/domain/src/strategy/{curses,price}.test.ts',
      'packages/domain/src/shopping/*.test.ts',
      'packages/domain/src/optimizer/{cost,validate,conflicts,errors}.test.ts',
      'packages/domain/src/optimizer/{cost,validate,conflicts}-edges.test.ts',
      'packages/domain/src/strategy/{curses,price}-edges.test.ts',
      'packages/domain/src/town-names/refusals.test.ts',
    ],
    tsconfig: 'packages/domain/tsconfig.json',
    // Static mutants (module-level tables) rerun every test: on 2 cores that doubles the run; they are left out.
    ignoreStatic: true,
  },
  // The searches: the optimizer, the trade strategy's set cover, placement and the town-name generator. Run in
  // parts (one Stryker run each, with only the tests that part needs, some drawing fewer random cases under
  // mutation: see testkit.ts' caseCount) and only when named: about 2,900 mutants (docs/mutation.md).
  'domain-search': {
    package: 'domain',
    onlyWhenNamed: true,
    mutate: ['packages/domain/src/**/*.ts', ...NOT_TESTS],
    exceptMutateOf: 'domain-rules',
    tests: ['packages/domain/src/**/*.test.ts'],
    tsconfig: 'packages/domain/tsconfig.json',
    ignoreStatic: true,
    testTimeout: 600_000,
    // Its 10 s True Optimal budget does not hold with every mutant compiled in.
    skipTests: ['finds a tight plan under the cap when the shrunk search misses it'],
    parts: {
      strategy: {
        mutate: [`${D}/strategy/*.ts`, `!${D}/strategy/{curses,price}.ts`, ...NOT_TESTS],
        tests: [`${D}/strategy/*.test.ts`],
      },
      placement: {
        mutate: [
          `${D}/placement/*.ts`,
          `${D}/{prng,librarian-price,item-types,enchantment-aliases}.ts`,
          ...NOT_TESTS,
        ],
        tests: [
          `${D}/placement/*.test.ts`,
          `${D}/{librarian-price,item-types,enchantment-aliases,prng}.test.ts`,
        ],
      },
      'town-names': {
        mutate: [`${D}/town-names/v1/*.ts`, ...NOT_TESTS],
        // generate.test.ts's large grids make every mutant slow, and kill nothing that the fast files miss.
        tests: [`${D}/town-names/v1/*.test.ts`, `!${D}/town-names/v1/generate.test.ts`],
      },
      'optimizer-core': {
        mutate: [`${D}/optimizer/{exact,bounds,multiset,tables,evaluate,plan,rebuild}.ts`],
        tests: [
          `${D}/optimizer/{small-cases,grouped-small,merged-books}.test.ts`,
          `${D}/optimizer/{plan-shape,bounds,multiset,exact-small,tables,evaluate}.test.ts`,
        ],
      },
      'optimizer-search': {
        mutate: [`${D}/optimizer/{search,grouped,relax,straight,optimal,optimizer}.ts`],
        tests: [
          `${D}/optimizer/{small-cases,grouped-small,merged-books,grouped}.test.ts`,
          `${D}/optimizer/{plan-shape,search-outcomes,relax}.test.ts`,
        ],
      },
    },
  },
  // packages/world-save as a whole: the reader (NBT, region files, the scan, rescans, level.dat) and the villager
  // and name mapping. Left out: the worker thread's own code (world-save-scan.worker.ts, and worker-protocol.ts,
  // whose serveScanJobs and tsx bootstrap run only inside a worker thread, where Stryker cannot switch mutants on:
  // every mutant there would survive whatever the tests check). The reader's code that workers run is tested on
  // the calling thread too (region.test.ts, nbt-reader.test.ts, scans with `workers: 0`).
  'world-save': {
    package: 'world-save',
    mutate: [
      'packages/world-save/src/**/*.ts',
      '!packages/world-save/src/{world-save-scan.worker,worker-protocol}.ts',
      '!packages/world-save/src/testing/**',
      ...NOT_TESTS,
    ],
    tests: ['packages/world-save/src/**/*.test.ts'],
    tsconfig: 'packages/world-save/tsconfig.json',
  },
  contracts: {
    mutate: ['packages/contracts/src/**/*.ts', '!packages/contracts/src/**/*.test.ts'],
    tests: ['packages/contracts/src/**/*.test.ts'],
    tsconfig: 'packages/contracts/tsconfig.json',
  },
  // The server's rules that run without a database, with the tests that need none.
  'server-rules': {
    mutate: [
      'apps/server/src/modules/enchantments/applicable-types.ts',
      'apps/server/src/modules/enchantments/incompatibility-sync.ts',
      'apps/server/src/modules/world-scans/enchantment-match.ts',
      'apps/server/src/modules/world-scans/scan-progress.ts',
      'apps/server/src/modules/world-scans/villager-trades.ts',
      'apps/server/src/modules/trades/search-cache.ts',
      'apps/server/src/modules/trades/vocabulary-cache.ts',
      'apps/server/src/modules/import-export/csv-format.ts',
    ],
    tests: [
      'apps/server/src/modules/enchantments/*.test.ts',
      'apps/server/src/modules/world-scans/*.test.ts',
      'apps/server/test/search-cache.test.ts',
      'apps/server/test/vocabulary-cache.test.ts',
      'apps/server/test/admin-csv-zip.test.ts',
      'apps/server/test/villager-trades.test.ts',
      'apps/server/test/enchantment-names.test.ts',
    ],
    tsconfig: 'apps/server/tsconfig.json',
  },
};

// A target's files less another's (the domain's two parts do not overlap).
for (const target of Object.values(TARGETS)) {
  const other = target.exceptMutateOf && TARGETS[target.exceptMutateOf];
  if (other) target.mutate = [...target.mutate, ...other.mutate.map((glob) => `!${glob}`)];
}
