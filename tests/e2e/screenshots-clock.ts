/**
 * The instant the `screenshots` project stands at (playwright.config.ts): its server's FAKE_FIXED_NOW,
 * and the browser's clock in tests/e2e/screenshots.spec.ts. A Friday morning in Berlin (10:00): the
 * Eurojackpot draws tonight, LOTTO tomorrow.
 */
export const SCREENSHOTS_NOW = '2026-11-27T09:00:00Z';
