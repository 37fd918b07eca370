import type { TtlCache } from '../../adapters/cache/ttl-cache';
import type { HttpClient } from '../../adapters/http/client';
import type { TrackAnalyticsUseCase } from '../../core/use-cases/track-analytics.use-case';
import type { AttributionStore } from '../../ports/attribution-store.port';
import type { BasketRepository } from '../../ports/basket-repository.port';
import type { BrowserInfoSource } from '../../ports/browser-info.port';
import type { CardEncryption } from '../../ports/card-encryption.port';
import type { Clock } from '../../ports/clock.port';
import type { Connectivity } from '../../ports/connectivity.port';
import type { ConsentStore } from '../../ports/consent-store.port';
import type { ContentGateway } from '../../ports/content-gateway.port';
import type { DraftStore } from '../../ports/draft-store.port';
import type { ErrorReporter } from '../../ports/error-reporter.port';
import type { GamblingGateway } from '../../ports/gambling-gateway.port';
import type { IdGenerator } from '../../ports/id-generator.port';
import type { LimitsGateway, StakesConfirmationStore } from '../../ports/limits-gateway.port';
import type { LocalData } from '../../ports/local-data.port';
import type { LotteryStoreGateway } from '../../ports/lottery-store-gateway.port';
import type { NotificationGateway } from '../../ports/notification-gateway.port';
import type { OrderGateway } from '../../ports/order-gateway.port';
import type { PendingPaymentStore } from '../../ports/pending-payment-store.port';
import type { PlayerCache } from '../../ports/player-cache.port';
import type { PlayerGateway } from '../../ports/player-gateway.port';
import type { Random } from '../../ports/random.port';
import type { SavedTipsStore } from '../../ports/saved-tips-store.port';
import type { Scheduler } from '../../ports/scheduler.port';
import type { TicketHandoverStore } from '../../ports/ticket-handover-store.port';
import type { TokenStore } from '../../ports/token-store.port';
import type { VersionGateway } from '../../ports/version-gateway.port';
import type { WalletGateway } from '../../ports/wallet-gateway.port';
import { token } from './token';

/**
 * What the shell shares with every feature: infrastructure chosen by the mode (browser or memory)
 * and the gateways the shell itself calls. A feature's own services and the gateways only it calls
 * are its tokens, in its `<f>.module.ts`.
 */
export const SHARED = {
  clock: token<Clock>('clock'),
  random: token<Random>('random'),
  idGenerator: token<IdGenerator>('idGenerator'),
  scheduler: token<Scheduler>('scheduler'),
  errorReporter: token<ErrorReporter>('errorReporter'),
  connectivity: token<Connectivity>('connectivity'),
  versionGateway: token<VersionGateway>('versionGateway'),
  trackAnalyticsUseCase: token<TrackAnalyticsUseCase>('trackAnalyticsUseCase'),
  // Storage
  tokenStore: token<TokenStore>('tokenStore'),
  localData: token<LocalData>('localData'),
  basketRepository: token<BasketRepository>('basketRepository'),
  consentStore: token<ConsentStore>('consentStore'),
  draftStore: token<DraftStore>('draftStore'),
  attributionStore: token<AttributionStore>('attributionStore'),
  pendingPaymentStore: token<PendingPaymentStore>('pendingPaymentStore'),
  stakesConfirmationStore: token<StakesConfirmationStore>('stakesConfirmationStore'),
  savedTipsStore: token<SavedTipsStore>('savedTipsStore'),
  ticketHandoverStore: token<TicketHandoverStore>('ticketHandoverStore'),
  // Payment infrastructure (the basket's card form and the checkout)
  cardEncryption: token<CardEncryption>('cardEncryption'),
  browserInfo: token<BrowserInfoSource>('browserInfo'),
  // The shell's gateways (HTTP in the browser, memory in Node tests), caches applied (./cache.module.ts)
  playerGateway: token<PlayerGateway>('playerGateway'),
  walletGateway: token<WalletGateway>('walletGateway'),
  playerCache: token<PlayerCache>('playerCache'),
  notificationGateway: token<NotificationGateway>('notificationGateway'),
  orderGateway: token<OrderGateway>('orderGateway'),
  lotteryStoreGateway: token<LotteryStoreGateway>('lotteryStoreGateway'),
  limitsGateway: token<LimitsGateway>('limitsGateway'),
  contentGateway: token<ContentGateway>('contentGateway'),
  gamblingGateway: token<GamblingGateway>('gamblingGateway'),
} as const;

/** Bound in a server request's container only (never in a browser or the core tests' containers). */
export const SERVER_ONLY = {
  /** The server process's draws cache, shared by every request's container (src/server/request-context.ts). */
  drawsStore: token<TtlCache<unknown>>('drawsStore'),
} as const;

/** Bound only in an HTTP container (the memory module binds gateways over the fake platform instead). */
export const HTTP_CLIENT = token<HttpClient>('httpClient');
