// Mutation testing of the domain rules (`npm run test:mutation`, docs/testing.md#mutation-testing):
// Stryker changes one operator, condition or literal at a time in the files below and runs the
// tests that cover it (vitest.mutation.config.ts); a change no test notices is a surviving mutant.

export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: [
    'core/domain/**/*.ts',
    // The fake platform's money rules: prices, the pari-mutuel pools and jackpots, the payout of a draw, its settlement.
    'mocks/platform/pricing.ts',
    'mocks/platform/draws/pools.ts',
    'mocks/platform/draws/jackpot-chain.ts',
    'mocks/platform/draws/draw-payout.ts',
    'mocks/platform/draws/settlement.ts',
  ],
  // Each mutant runs only the tests that reached its code in the first, unmutated run.
  coverageAnalysis: 'perTest',
  // A second run re-tests only mutants whose code or covering tests changed since the committed result.
  incremental: true,
  incrementalFile: 'tests/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowEmojis: false, logTests: false },
  // One test process: the 2 cores of the shared host also run other work. On a machine of its own: `--concurrency 2`.
  concurrency: 1,
  // The run fails below 85 % mutation score.
  thresholds: { high: 90, low: 85, break: 85 },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
