// What `npm run mutation` mutates: each target's source files and the tests (run without a database) that
// cover them. Tests and test helpers are never mutated.
export const TARGETS = {
  domain: {
    mutate: [
      'packages/domain/src/**/*.ts',
      '!packages/domain/src/**/*.test.ts',
      '!packages/domain/src/**/testkit.ts',
    ],
    tests: ['packages/domain/src/**/*.test.ts'],
    tsconfig: 'packages/domain/tsconfig.json',
    // Static mutants (module-level tables) rerun every test: on 2 cores that doubles the run; they are left out.
    ignoreStatic: true,
  },
  'world-save': {
    mutate: [
      'packages/world-save/src/**/*.ts',
      '!packages/world-save/src/**/*.test.ts',
      '!packages/world-save/src/testing/**',
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
    ],
    tsconfig: 'apps/server/tsconfig.json',
  },
};
