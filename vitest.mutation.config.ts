import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The Vitest config Stryker runs for `npm run test:mutation` (stryker.config.mjs): the unit tests
 * of the domain rules and of the fake platform's money rules, Node without a DOM. Stryker re-runs
 * the tests that cover a mutant once per mutant, so the files are the fast ones: the use-case
 * tests build a fake platform per test file (seconds of imports each run) and stay out, and so
 * do the files that spawn server processes (a mutant lives in Stryker's in-process copy only).
 */
export default defineConfig({
  test: {
    include: [
      'tests/core/**/*.test.ts',
      'tests/platform/{draw-pools,draw-evaluation,draw-classes,shop-winners,receipt-settlement}.test.ts',
      'tests/platform/{pricing,pricing-addon-days,price-table}.test.ts',
    ],
    exclude: [
      ...configDefaults.exclude,
      'tests/core/**/*.use-case.test.ts',
      'tests/core/{analytics-queue,caches,error-catalogue,price-request.products,quick-tip.products}.test.ts',
      'tests/core/{session-keeper,system-rows,ticket-edit,verification-actions,verification-in-process}.test.ts',
      'tests/core/{watch-for-updates,winning-check-archive,upcoming-draw-key}.test.ts',
      // Timed property tests on 100k-character strings: the instrumented rules are too slow for their budget.
      'tests/core/validation/rules.property.test.ts',
    ],
    environment: 'node',
    // As the core project: players logged in hundreds of times hash their passwords cheaply (password-hash.ts).
    env: { TIPPWERK_TEST_PASSWORD_COST: 'low' },
  },
});
