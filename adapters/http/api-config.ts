/**
 * Base paths of the platform's APIs. The spec leaves most of them open; these are our choice
 * (docs/decisions.md). VITE_API_BASE_URL prefixes them all; empty means same origin.
 */
export const API_PATHS = {
  player: '/player/public/api/v1',
  wallet: '/wallet/public/api/v1',
  lotteryStore: '/lottery-store/public/api/v2',
  notification: '/notification/public/api/v1',
  gambling: '/gambling/api/v1',
  content: '/content/graphql',
  productServer: '/api',
  /** Developer controls of the fake backend; never present against a real backend. */
  fakeControl: '/__fake',
} as const;

export type ApiName = keyof typeof API_PATHS;
