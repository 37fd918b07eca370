import type { Clock } from '../../ports/clock.port';
import type { Random } from '../../ports/random.port';
import type { IdGenerator } from '../../ports/id-generator.port';
import type { TokenStore } from '../../ports/token-store.port';
import type { BasketRepository } from '../../ports/basket-repository.port';
import type { PlayerGateway } from '../../ports/player-gateway.port';
import type { WalletGateway } from '../../ports/wallet-gateway.port';
import type { NotificationGateway } from '../../ports/notification-gateway.port';
import type { PaymentGateway } from '../../ports/payment-gateway.port';
import type { CardEncryption } from '../../ports/card-encryption.port';
import type { BrowserInfoSource } from '../../ports/browser-info.port';
import type { PendingPaymentStore } from '../../ports/pending-payment-store.port';
import type { CheckoutUseCase } from '../../core/use-cases/checkout.use-case';
import type { AccountGateway } from '../../ports/account-gateway.port';
import type { DraftStore } from '../../ports/draft-store.port';
import type { AttributionStore } from '../../ports/attribution-store.port';
import type { CaptureLandingUseCase } from '../../core/use-cases/capture-landing.use-case';
import type { RegisterPlayerUseCase } from '../../core/use-cases/register-player.use-case';
import type { RegistrationViewModel } from '../features/registration/registration.view-model';
import type { RecoveryViewModel } from '../features/recovery/recovery.view-model';
import type { PersonalDataViewModel } from '../features/account/personal-data.view-model';
import type { OrderGateway } from '../../ports/order-gateway.port';
import type { LotteryStoreGateway } from '../../ports/lottery-store-gateway.port';
import type { DrawsGateway } from '../../ports/draws-gateway.port';
import type { LoadResultsUseCase } from '../../core/use-cases/load-results.use-case';
import type { FakeBackendControl } from '../../ports/fake-backend-control.port';
import type { Scheduler } from '../../ports/scheduler.port';
import type { ErrorReporter } from '../../ports/error-reporter.port';
import type { LocalData } from '../../ports/local-data.port';
import type { PlayerCache } from '../../ports/player-cache.port';
import type { VersionGateway } from '../../ports/version-gateway.port';
import type { Connectivity } from '../../ports/connectivity.port';
import type { ConsentStore } from '../../ports/consent-store.port';
import type { WatchForUpdatesUseCase } from '../../core/use-cases/watch-for-updates.use-case';
import type { TrackAnalyticsUseCase } from '../../core/use-cases/track-analytics.use-case';
import type { SessionKeeper } from '../../core/use-cases/keep-session.use-case';
import type { LoginUseCase } from '../../core/use-cases/login.use-case';
import type { LogoutUseCase } from '../../core/use-cases/logout.use-case';
import type { LoadPlayerProfileUseCase } from '../../core/use-cases/load-player-profile.use-case';
import type { LoadNextDrawsUseCase } from '../../core/use-cases/load-next-draws.use-case';
import type { StartTicketUseCase } from '../../core/use-cases/start-ticket.use-case';
import type { FillQuickTipUseCase } from '../../core/use-cases/fill-quick-tip.use-case';
import type { RollTicketNumberUseCase } from '../../core/use-cases/roll-ticket-number.use-case';
import type { PriceTicketUseCase } from '../../core/use-cases/price-ticket.use-case';
import type { AddToBasketUseCase } from '../../core/use-cases/add-to-basket.use-case';
import type { RemoveFromBasketUseCase } from '../../core/use-cases/remove-from-basket.use-case';
import type { LoadBasketUseCase } from '../../core/use-cases/load-basket.use-case';
import type { ValidateBasketUseCase } from '../../core/use-cases/validate-basket.use-case';
import type { PurchaseBasketUseCase } from '../../core/use-cases/purchase-basket.use-case';
import type { LoadReceiptsUseCase } from '../../core/use-cases/load-receipts.use-case';
import type { StopSubscriptionUseCase } from '../../core/use-cases/stop-subscription.use-case';
import type { SessionViewModel } from '../features/session/session.view-model';
import type { BasketViewModel } from '../features/basket/basket.view-model';
import type { LoginViewModel } from '../features/session/login.view-model';
import type { HomeViewModel } from '../features/home/home.view-model';
import type { TicketViewModel } from '../features/ticket/ticket.view-model';
import type { ReceiptsViewModel } from '../features/account/receipts.view-model';
import type { ReceiptModalViewModel } from '../features/account/receipt-modal.view-model';
import type { FakeBackendViewModel } from '../features/dev/fake-backend.view-model';
import type { FakePspViewModel } from '../features/dev/fake-psp.view-model';
import type { LandingViewModel } from '../features/landing/landing.view-model';

// Verification (age and identity) — one block.
import type { VerificationGateway } from '../../ports/verification-gateway.port';
import type { FakeIdentControl } from '../../ports/fake-ident-control.port';
import type { PollIbanCheckUseCase } from '../../core/use-cases/poll-iban-check.use-case';
import type { VerifyPlayerUseCase } from '../../core/use-cases/verify-player.use-case';
import type { AddBankDetailsUseCase } from '../../core/use-cases/add-bank-details.use-case';
import type { StartMicroDepositUseCase } from '../../core/use-cases/start-micro-deposit.use-case';
import type { ConfirmMicroDepositUseCase } from '../../core/use-cases/confirm-micro-deposit.use-case';
import type { StartSelfieIdentUseCase } from '../../core/use-cases/start-selfie-ident.use-case';
import type { VerificationViewModel } from '../features/verification/verification.view-model';
import type { VerificationGuardViewModel } from '../features/verification/verification-guard.view-model';
import type { FakeIdentViewModel } from '../features/dev/fake-ident.view-model';

// Limits, autowithdrawal, Spielpause, stakes-and-winnings notice.
import type { LimitsGateway, StakesConfirmationStore } from '../../ports/limits-gateway.port';
import type { LoadLimitsUseCase } from '../../core/use-cases/load-limits.use-case';
import type { ChangeLimitUseCase } from '../../core/use-cases/change-limit.use-case';
import type { SetAutowithdrawalUseCase } from '../../core/use-cases/set-autowithdrawal.use-case';
import type { LockTemporarilyUseCase } from '../../core/use-cases/lock-temporarily.use-case';
import type { CheckStakesNoticeUseCase } from '../../core/use-cases/check-stakes-notice.use-case';
import type { ConfirmStakesNoticeUseCase } from '../../core/use-cases/confirm-stakes-notice.use-case';
import type { LimitsViewModel } from '../features/limits/limits.view-model';
import type { SelfLockViewModel } from '../features/limits/self-lock.view-model';
import type { StakesNoticeViewModel } from '../features/limits/stakes-notice.view-model';

// Transactions (ledger)
import type { LedgerGateway } from '../../ports/ledger-gateway.port';
import type { LoadTransactionsUseCase } from '../../core/use-cases/load-transactions.use-case';
import type { TransactionsViewModel } from '../features/transactions/transactions.view-model';

// Wallet: deposits, withdrawals, payment data, account home.
import type { ChargePaymentUseCase } from '../../core/use-cases/charge-payment.use-case';
import type { DepositUseCase } from '../../core/use-cases/deposit.use-case';
import type { WithdrawUseCase } from '../../core/use-cases/withdraw.use-case';
import type { StoreCardUseCase } from '../../core/use-cases/store-card.use-case';
import type { DeletePaymentMethodUseCase } from '../../core/use-cases/delete-payment-method.use-case';
import type { DepositViewModel } from '../features/wallet/deposit.view-model';
import type { WithdrawalViewModel } from '../features/wallet/withdrawal.view-model';
import type { PaymentDataViewModel } from '../features/payment-data/payment-data.view-model';
import type { AccountHomeViewModel } from '../features/account-home/account-home.view-model';

// Content service and content pages
import type { ContentGateway } from '../../ports/content-gateway.port';
import type { ResolveContentPageUseCase } from '../../core/use-cases/resolve-content-page.use-case';
import type { ContentPageViewModel } from '../features/content/content-page.view-model';
import type { FaqViewModel } from '../features/content/faq.view-model';
import type { WinningProbabilitiesViewModel } from '../features/content/winning-probabilities.view-model';
import type { LotteryContentViewModel } from '../features/content/lottery-content.view-model';
import type { PageGateway } from '../../ports/page-gateway.port';

// Results pages (Gewinnzahlen und Quoten)
import type { ResultsViewModel } from '../features/results/results.view-model';
import type { ResultsArchiveViewModel } from '../features/results/results-archive.view-model';
import type { ResultsOverviewViewModel } from '../features/results/results-overview.view-model';

// Layout, cookie consent, games, SEO
import type { GamblingGateway } from '../../ports/gambling-gateway.port';
import type { SeoGateway } from '../../ports/seo-gateway.port';
import type { LaunchGameUseCase } from '../../core/use-cases/launch-game.use-case';
import type { EndGameSessionUseCase } from '../../core/use-cases/end-game-session.use-case';
import type { LoadSeoUseCase } from '../../core/use-cases/load-seo.use-case';
import type { DecideCookieConsentUseCase } from '../../core/use-cases/decide-cookie-consent.use-case';
import type { LayoutViewModel } from '../features/layout/layout.view-model';
import type { CookieConsentViewModel } from '../features/layout/cookie-consent.view-model';
import type { GamesViewModel } from '../features/games/games.view-model';
import type { GameViewModel } from '../features/games/game.view-model';

/** Every service the container knows, by name. The symbol tokens below are derived from it. */
export interface Services {
  clock: Clock;
  random: Random;
  idGenerator: IdGenerator;
  tokenStore: TokenStore;
  basketRepository: BasketRepository;
  playerGateway: PlayerGateway;
  walletGateway: WalletGateway;
  notificationGateway: NotificationGateway;
  paymentGateway: PaymentGateway;
  cardEncryption: CardEncryption;
  browserInfo: BrowserInfoSource;
  pendingPaymentStore: PendingPaymentStore;
  checkoutUseCase: CheckoutUseCase;
  /** The checkout feature, loaded on demand (the basket view model's way to it). */
  checkoutLoader: () => Promise<CheckoutUseCase>;
  accountGateway: AccountGateway;
  draftStore: DraftStore;
  attributionStore: AttributionStore;
  captureLandingUseCase: CaptureLandingUseCase;
  registerPlayerUseCase: RegisterPlayerUseCase;
  registrationViewModel: RegistrationViewModel;
  recoveryViewModel: RecoveryViewModel;
  personalDataViewModel: PersonalDataViewModel;
  orderGateway: OrderGateway;
  lotteryStoreGateway: LotteryStoreGateway;
  drawsGateway: DrawsGateway;
  loadResultsUseCase: LoadResultsUseCase;
  resultsViewModel: ResultsViewModel;
  resultsArchiveViewModel: ResultsArchiveViewModel;
  resultsOverviewViewModel: ResultsOverviewViewModel;
  fakeBackendControl: FakeBackendControl;
  scheduler: Scheduler;
  errorReporter: ErrorReporter;
  localData: LocalData;
  playerCache: PlayerCache;
  versionGateway: VersionGateway;
  connectivity: Connectivity;
  consentStore: ConsentStore;
  watchForUpdatesUseCase: WatchForUpdatesUseCase;
  trackAnalyticsUseCase: TrackAnalyticsUseCase;

  sessionKeeper: SessionKeeper;
  loginUseCase: LoginUseCase;
  logoutUseCase: LogoutUseCase;
  loadPlayerProfileUseCase: LoadPlayerProfileUseCase;
  loadNextDrawsUseCase: LoadNextDrawsUseCase;
  startTicketUseCase: StartTicketUseCase;
  fillQuickTipUseCase: FillQuickTipUseCase;
  rollTicketNumberUseCase: RollTicketNumberUseCase;
  priceTicketUseCase: PriceTicketUseCase;
  addToBasketUseCase: AddToBasketUseCase;
  removeFromBasketUseCase: RemoveFromBasketUseCase;
  loadBasketUseCase: LoadBasketUseCase;
  validateBasketUseCase: ValidateBasketUseCase;
  purchaseBasketUseCase: PurchaseBasketUseCase;
  loadReceiptsUseCase: LoadReceiptsUseCase;
  stopSubscriptionUseCase: StopSubscriptionUseCase;

  sessionViewModel: SessionViewModel;
  basketViewModel: BasketViewModel;
  loginViewModel: LoginViewModel;
  homeViewModel: HomeViewModel;
  ticketViewModel: TicketViewModel;
  receiptsViewModel: ReceiptsViewModel;
  receiptModalViewModel: ReceiptModalViewModel;
  fakeBackendViewModel: FakeBackendViewModel;
  fakePspViewModel: FakePspViewModel;
  landingViewModel: LandingViewModel;

  // Verification
  verificationGateway: VerificationGateway;
  fakeIdentControl: FakeIdentControl;
  pollIbanCheckUseCase: PollIbanCheckUseCase;
  verifyPlayerUseCase: VerifyPlayerUseCase;
  /** The verification flow feature, loaded on demand (the shell's guard's way to it). */
  verifyPlayerLoader: () => Promise<VerifyPlayerUseCase>;
  addBankDetailsUseCase: AddBankDetailsUseCase;
  startMicroDepositUseCase: StartMicroDepositUseCase;
  confirmMicroDepositUseCase: ConfirmMicroDepositUseCase;
  startSelfieIdentUseCase: StartSelfieIdentUseCase;
  verificationViewModel: VerificationViewModel;
  verificationGuardViewModel: VerificationGuardViewModel;
  fakeIdentViewModel: FakeIdentViewModel;

  // Limits
  limitsGateway: LimitsGateway;
  stakesConfirmationStore: StakesConfirmationStore;
  loadLimitsUseCase: LoadLimitsUseCase;
  changeLimitUseCase: ChangeLimitUseCase;
  setAutowithdrawalUseCase: SetAutowithdrawalUseCase;
  lockTemporarilyUseCase: LockTemporarilyUseCase;
  checkStakesNoticeUseCase: CheckStakesNoticeUseCase;
  confirmStakesNoticeUseCase: ConfirmStakesNoticeUseCase;
  limitsViewModel: LimitsViewModel;
  selfLockViewModel: SelfLockViewModel;
  stakesNoticeViewModel: StakesNoticeViewModel;

  // Transactions (ledger)
  ledgerGateway: LedgerGateway;
  loadTransactionsUseCase: LoadTransactionsUseCase;
  transactionsViewModel: TransactionsViewModel;

  // Wallet
  chargePaymentUseCase: ChargePaymentUseCase;
  depositUseCase: DepositUseCase;
  withdrawUseCase: WithdrawUseCase;
  storeCardUseCase: StoreCardUseCase;
  deletePaymentMethodUseCase: DeletePaymentMethodUseCase;
  depositViewModel: DepositViewModel;
  withdrawalViewModel: WithdrawalViewModel;
  paymentDataViewModel: PaymentDataViewModel;
  accountHomeViewModel: AccountHomeViewModel;

  // Content
  contentGateway: ContentGateway;
  pageGateway: PageGateway;
  resolveContentPageUseCase: ResolveContentPageUseCase;
  contentPageViewModel: ContentPageViewModel;
  faqViewModel: FaqViewModel;
  winningProbabilitiesViewModel: WinningProbabilitiesViewModel;
  lotteryContentViewModel: LotteryContentViewModel;
  // Layout, cookie consent, games, SEO
  gamblingGateway: GamblingGateway;
  seoGateway: SeoGateway;
  launchGameUseCase: LaunchGameUseCase;
  endGameSessionUseCase: EndGameSessionUseCase;
  loadSeoUseCase: LoadSeoUseCase;
  decideCookieConsentUseCase: DecideCookieConsentUseCase;
  layoutViewModel: LayoutViewModel;
  cookieConsentViewModel: CookieConsentViewModel;
  gamesViewModel: GamesViewModel;
  gameViewModel: GameViewModel;
}

export type ServiceName = keyof Services;

/** Checked to list every service exactly once. */
const names: { [K in ServiceName]: K } = {
  clock: 'clock',
  random: 'random',
  idGenerator: 'idGenerator',
  tokenStore: 'tokenStore',
  basketRepository: 'basketRepository',
  playerGateway: 'playerGateway',
  walletGateway: 'walletGateway',
  notificationGateway: 'notificationGateway',
  paymentGateway: 'paymentGateway',
  cardEncryption: 'cardEncryption',
  browserInfo: 'browserInfo',
  pendingPaymentStore: 'pendingPaymentStore',
  checkoutUseCase: 'checkoutUseCase',
  checkoutLoader: 'checkoutLoader',
  accountGateway: 'accountGateway',
  draftStore: 'draftStore',
  attributionStore: 'attributionStore',
  captureLandingUseCase: 'captureLandingUseCase',
  registerPlayerUseCase: 'registerPlayerUseCase',
  registrationViewModel: 'registrationViewModel',
  recoveryViewModel: 'recoveryViewModel',
  personalDataViewModel: 'personalDataViewModel',
  orderGateway: 'orderGateway',
  lotteryStoreGateway: 'lotteryStoreGateway',
  drawsGateway: 'drawsGateway',
  loadResultsUseCase: 'loadResultsUseCase',
  resultsViewModel: 'resultsViewModel',
  resultsArchiveViewModel: 'resultsArchiveViewModel',
  resultsOverviewViewModel: 'resultsOverviewViewModel',
  fakeBackendControl: 'fakeBackendControl',
  scheduler: 'scheduler',
  errorReporter: 'errorReporter',
  localData: 'localData',
  playerCache: 'playerCache',
  versionGateway: 'versionGateway',
  connectivity: 'connectivity',
  consentStore: 'consentStore',
  watchForUpdatesUseCase: 'watchForUpdatesUseCase',
  trackAnalyticsUseCase: 'trackAnalyticsUseCase',
  sessionKeeper: 'sessionKeeper',
  loginUseCase: 'loginUseCase',
  logoutUseCase: 'logoutUseCase',
  loadPlayerProfileUseCase: 'loadPlayerProfileUseCase',
  loadNextDrawsUseCase: 'loadNextDrawsUseCase',
  startTicketUseCase: 'startTicketUseCase',
  fillQuickTipUseCase: 'fillQuickTipUseCase',
  rollTicketNumberUseCase: 'rollTicketNumberUseCase',
  priceTicketUseCase: 'priceTicketUseCase',
  addToBasketUseCase: 'addToBasketUseCase',
  removeFromBasketUseCase: 'removeFromBasketUseCase',
  loadBasketUseCase: 'loadBasketUseCase',
  validateBasketUseCase: 'validateBasketUseCase',
  purchaseBasketUseCase: 'purchaseBasketUseCase',
  loadReceiptsUseCase: 'loadReceiptsUseCase',
  stopSubscriptionUseCase: 'stopSubscriptionUseCase',
  sessionViewModel: 'sessionViewModel',
  basketViewModel: 'basketViewModel',
  loginViewModel: 'loginViewModel',
  homeViewModel: 'homeViewModel',
  ticketViewModel: 'ticketViewModel',
  receiptsViewModel: 'receiptsViewModel',
  receiptModalViewModel: 'receiptModalViewModel',
  fakeBackendViewModel: 'fakeBackendViewModel',
  fakePspViewModel: 'fakePspViewModel',
  landingViewModel: 'landingViewModel',
  // Verification
  verificationGateway: 'verificationGateway',
  fakeIdentControl: 'fakeIdentControl',
  pollIbanCheckUseCase: 'pollIbanCheckUseCase',
  verifyPlayerUseCase: 'verifyPlayerUseCase',
  verifyPlayerLoader: 'verifyPlayerLoader',
  addBankDetailsUseCase: 'addBankDetailsUseCase',
  startMicroDepositUseCase: 'startMicroDepositUseCase',
  confirmMicroDepositUseCase: 'confirmMicroDepositUseCase',
  startSelfieIdentUseCase: 'startSelfieIdentUseCase',
  verificationViewModel: 'verificationViewModel',
  verificationGuardViewModel: 'verificationGuardViewModel',
  fakeIdentViewModel: 'fakeIdentViewModel',
  // Limits
  limitsGateway: 'limitsGateway',
  stakesConfirmationStore: 'stakesConfirmationStore',
  loadLimitsUseCase: 'loadLimitsUseCase',
  changeLimitUseCase: 'changeLimitUseCase',
  setAutowithdrawalUseCase: 'setAutowithdrawalUseCase',
  lockTemporarilyUseCase: 'lockTemporarilyUseCase',
  checkStakesNoticeUseCase: 'checkStakesNoticeUseCase',
  confirmStakesNoticeUseCase: 'confirmStakesNoticeUseCase',
  limitsViewModel: 'limitsViewModel',
  selfLockViewModel: 'selfLockViewModel',
  stakesNoticeViewModel: 'stakesNoticeViewModel',
  // Transactions (ledger)
  ledgerGateway: 'ledgerGateway',
  loadTransactionsUseCase: 'loadTransactionsUseCase',
  transactionsViewModel: 'transactionsViewModel',
  // Wallet
  chargePaymentUseCase: 'chargePaymentUseCase',
  depositUseCase: 'depositUseCase',
  withdrawUseCase: 'withdrawUseCase',
  storeCardUseCase: 'storeCardUseCase',
  deletePaymentMethodUseCase: 'deletePaymentMethodUseCase',
  depositViewModel: 'depositViewModel',
  withdrawalViewModel: 'withdrawalViewModel',
  paymentDataViewModel: 'paymentDataViewModel',
  accountHomeViewModel: 'accountHomeViewModel',
  // Content
  contentGateway: 'contentGateway',
  pageGateway: 'pageGateway',
  resolveContentPageUseCase: 'resolveContentPageUseCase',
  contentPageViewModel: 'contentPageViewModel',
  faqViewModel: 'faqViewModel',
  winningProbabilitiesViewModel: 'winningProbabilitiesViewModel',
  lotteryContentViewModel: 'lotteryContentViewModel',
  // Layout, cookie consent, games, SEO
  gamblingGateway: 'gamblingGateway',
  seoGateway: 'seoGateway',
  launchGameUseCase: 'launchGameUseCase',
  endGameSessionUseCase: 'endGameSessionUseCase',
  loadSeoUseCase: 'loadSeoUseCase',
  decideCookieConsentUseCase: 'decideCookieConsentUseCase',
  layoutViewModel: 'layoutViewModel',
  cookieConsentViewModel: 'cookieConsentViewModel',
  gamesViewModel: 'gamesViewModel',
  gameViewModel: 'gameViewModel',
};

/**
 * One symbol per service, made on access (`Symbol.for`, so always the same one): the bundle
 * carries no table of every service name, only the names the shipped code uses.
 */
export const TOKENS = new Proxy({} as { readonly [K in ServiceName]: symbol }, {
  get: (_target, name) => Symbol.for(`tippwerk.${String(name)}`),
});

/** Every service name (the container smoke test resolves them all); tree-shaken from the app. */
export const SERVICE_NAMES = /* @__PURE__ */ Object.keys(names) as ServiceName[];
