import { defineConfig } from 'vitest/config';

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
      'tests/core/{age,basket-odds,basket-odds-whole,basket-rules,limits,money,number-statistics,odds}.test.ts',
      'tests/core/{prize-classes,registration,results-date,results-games,self-lock,spending}.test.ts',
      'tests/core/{additional-data,ticket,ticket-validation.products,verification-flow,verification-level,winning-check}.test.ts',
      'tests/core/validation/*.test.ts',
      'tests/platform/{draw-pools,draw-evaluation,draw-classes,shop-winners,receipt-settlement}.test.ts',
      'tests/platform/{pricing,pricing-addon-days,price-table}.test.ts',
    ],
    environment: 'node',
    // As the core project: players logged in hundreds of times hash their passwords cheaply (password-hash.ts).
    env: { TIPPWERK_TEST_PASSWORD_COST: 'low' },
  },
});
