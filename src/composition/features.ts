import type { Feature } from './feature';

/**
 * Every lazily loaded feature, by name. Each import is its own chunk, fetched together with the
 * screen that needs it; Node tests load them all at once (createContainer `features: 'all'`).
 */
export const FEATURES = {
  checkout: () => import('./features/checkout.module').then((m) => m.checkoutFeature),
  verificationFlow: () => import('./features/verification-flow.module').then((m) => m.verificationFlowFeature),
  ticket: () => import('./features/ticket.module').then((m) => m.ticketFeature),
  landing: () => import('./features/landing.module').then((m) => m.landingFeature),
  results: () => import('./features/results.module').then((m) => m.resultsFeature),
  games: () => import('./features/games.module').then((m) => m.gamesFeature),
  content: () => import('./features/content.module').then((m) => m.contentFeature),
  receipts: () => import('./features/receipts.module').then((m) => m.receiptsFeature),
  transactions: () => import('./features/transactions.module').then((m) => m.transactionsFeature),
  account: () => import('./features/account.module').then((m) => m.accountFeature),
  verification: () => import('./features/verification.module').then((m) => m.verificationFeature),
  wallet: () => import('./features/wallet.module').then((m) => m.walletFeature),
  limits: () => import('./features/limits.module').then((m) => m.limitsFeature),
  dev: () => import('./features/dev.module').then((m) => m.devFeature),
} satisfies Record<string, () => Promise<Feature>>;

export type FeatureName = keyof typeof FEATURES;

export const FEATURE_NAMES = Object.keys(FEATURES) as FeatureName[];
