import { ContainerModule } from 'inversify';
import { LoginUseCase } from '../../core/use-cases/login.use-case';
import { LogoutUseCase } from '../../core/use-cases/logout.use-case';
import { LoadPlayerProfileUseCase } from '../../core/use-cases/load-player-profile.use-case';
import { LoadNextDrawsUseCase } from '../../core/use-cases/load-next-draws.use-case';
import { ResolveContentPageUseCase } from '../../core/use-cases/resolve-content-page.use-case';
import { LoadResultsUseCase } from '../../core/use-cases/load-results.use-case';
import { StartTicketUseCase } from '../../core/use-cases/start-ticket.use-case';
import { FillQuickTipUseCase } from '../../core/use-cases/fill-quick-tip.use-case';
import { RollTicketNumberUseCase } from '../../core/use-cases/roll-ticket-number.use-case';
import { PriceTicketUseCase } from '../../core/use-cases/price-ticket.use-case';
import { AddToBasketUseCase } from '../../core/use-cases/add-to-basket.use-case';
import { RemoveFromBasketUseCase } from '../../core/use-cases/remove-from-basket.use-case';
import { LoadBasketUseCase } from '../../core/use-cases/load-basket.use-case';
import { ValidateBasketUseCase } from '../../core/use-cases/validate-basket.use-case';
import { PurchaseBasketUseCase } from '../../core/use-cases/purchase-basket.use-case';
import { LoadReceiptsUseCase } from '../../core/use-cases/load-receipts.use-case';
import { StopSubscriptionUseCase } from '../../core/use-cases/stop-subscription.use-case';
import { LoadTransactionsUseCase } from '../../core/use-cases/load-transactions.use-case';
import { SessionKeeper } from '../../core/use-cases/keep-session.use-case';
import { WatchForUpdatesUseCase } from '../../core/use-cases/watch-for-updates.use-case';
import { CheckoutUseCase } from '../../core/use-cases/checkout.use-case';
import { ChargePaymentUseCase } from '../../core/use-cases/charge-payment.use-case';
import { DepositUseCase } from '../../core/use-cases/deposit.use-case';
import { WithdrawUseCase } from '../../core/use-cases/withdraw.use-case';
import { StoreCardUseCase } from '../../core/use-cases/store-card.use-case';
import { DeletePaymentMethodUseCase } from '../../core/use-cases/delete-payment-method.use-case';
import { RegisterPlayerUseCase } from '../../core/use-cases/register-player.use-case';
import { PollIbanCheckUseCase } from '../../core/use-cases/poll-iban-check.use-case';
import { VerifyPlayerUseCase } from '../../core/use-cases/verify-player.use-case';
import { AddBankDetailsUseCase } from '../../core/use-cases/add-bank-details.use-case';
import { StartMicroDepositUseCase } from '../../core/use-cases/start-micro-deposit.use-case';
import { ConfirmMicroDepositUseCase } from '../../core/use-cases/confirm-micro-deposit.use-case';
import { StartSelfieIdentUseCase } from '../../core/use-cases/start-selfie-ident.use-case';
import { LoadLimitsUseCase } from '../../core/use-cases/load-limits.use-case';
import { ChangeLimitUseCase } from '../../core/use-cases/change-limit.use-case';
import { SetAutowithdrawalUseCase } from '../../core/use-cases/set-autowithdrawal.use-case';
import { LockTemporarilyUseCase } from '../../core/use-cases/lock-temporarily.use-case';
import { CheckStakesNoticeUseCase } from '../../core/use-cases/check-stakes-notice.use-case';
import { ConfirmStakesNoticeUseCase } from '../../core/use-cases/confirm-stakes-notice.use-case';
import { LaunchGameUseCase } from '../../core/use-cases/launch-game.use-case';
import { EndGameSessionUseCase } from '../../core/use-cases/end-game-session.use-case';
import { LoadSeoUseCase } from '../../core/use-cases/load-seo.use-case';
import { DecideCookieConsentUseCase } from '../../core/use-cases/decide-cookie-consent.use-case';
import { provide } from './provide';

/** Use cases: plain classes, ports in the constructor, bound by factories. */
export const coreModule = new ContainerModule((o) => {
  provide(o, 'loginUseCase', ['playerGateway', 'tokenStore', 'scheduler'], (p, t, s) => new LoginUseCase(p, t, s));
  provide(o, 'logoutUseCase', ['playerGateway', 'tokenStore', 'localData', 'gamblingGateway'], (p, t, l, g) => new LogoutUseCase(p, t, l, g));
  provide(
    o,
    'sessionKeeper',
    ['playerGateway', 'tokenStore', 'localData', 'logoutUseCase', 'scheduler', 'clock', 'errorReporter', 'playerCache'],
    (p, t, l, logout, s, c, r, cache) => new SessionKeeper(p, t, l, logout, s, c, r, cache),
  );
  provide(o, 'loadPlayerProfileUseCase', ['playerGateway', 'walletGateway', 'notificationGateway'], (p, w, n) => new LoadPlayerProfileUseCase(p, w, n));
  provide(o, 'loadNextDrawsUseCase', ['lotteryStoreGateway', 'errorReporter'], (l, r) => new LoadNextDrawsUseCase(l, r));
  provide(o, 'resolveContentPageUseCase', ['pageGateway', 'contentGateway', 'errorReporter'], (p, c, r) => new ResolveContentPageUseCase(p, c, r));
  provide(o, 'loadResultsUseCase', ['drawsGateway', 'errorReporter'], (d, r) => new LoadResultsUseCase(d, r));
  provide(o, 'startTicketUseCase', ['lotteryStoreGateway', 'random'], (l, r) => new StartTicketUseCase(l, r));
  provide(o, 'fillQuickTipUseCase', ['random'], (r) => new FillQuickTipUseCase(r));
  provide(o, 'rollTicketNumberUseCase', ['random'], (r) => new RollTicketNumberUseCase(r));
  provide(o, 'priceTicketUseCase', ['lotteryStoreGateway', 'clock'], (l, c) => new PriceTicketUseCase(l, c));
  provide(o, 'addToBasketUseCase', ['priceTicketUseCase', 'basketRepository', 'idGenerator'], (p, b, i) => new AddToBasketUseCase(p, b, i));
  provide(o, 'removeFromBasketUseCase', ['basketRepository'], (b) => new RemoveFromBasketUseCase(b));
  provide(o, 'loadBasketUseCase', ['basketRepository'], (b) => new LoadBasketUseCase(b));
  provide(o, 'validateBasketUseCase', ['orderGateway', 'basketRepository', 'idGenerator'], (g, b, i) => new ValidateBasketUseCase(g, b, i));
  provide(
    o,
    'purchaseBasketUseCase',
    ['orderGateway', 'basketRepository', 'idGenerator', 'clock', 'playerCache'],
    (g, b, i, c, cache) => new PurchaseBasketUseCase(g, b, i, c, cache),
  );
  provide(o, 'watchForUpdatesUseCase', ['versionGateway', 'scheduler', 'connectivity', 'errorReporter'], (v, s, c, r) =>
    new WatchForUpdatesUseCase(__APP_VERSION__, v, s, c, r),
  );
  provide(
    o,
    'chargePaymentUseCase',
    ['paymentGateway', 'cardEncryption', 'browserInfo', 'pendingPaymentStore'],
    (payments, encryption, browser, pending) => new ChargePaymentUseCase(payments, encryption, browser, pending),
  );
  provide(
    o,
    'checkoutUseCase',
    ['purchaseBasketUseCase', 'paymentGateway', 'chargePaymentUseCase', 'basketRepository', 'idGenerator'],
    (purchase, payments, charge, basket, ids) => new CheckoutUseCase(purchase, payments, charge, basket, ids),
  );
  // Wallet: deposits and payouts keep their attempt's id, so they stay singletons.
  provide(o, 'depositUseCase', ['chargePaymentUseCase', 'idGenerator', 'playerCache'], (charge, ids, cache) => new DepositUseCase(charge, ids, cache));
  provide(o, 'withdrawUseCase', ['paymentGateway', 'idGenerator', 'playerCache'], (payments, ids, cache) => new WithdrawUseCase(payments, ids, cache));
  provide(
    o,
    'storeCardUseCase',
    ['paymentGateway', 'chargePaymentUseCase', 'browserInfo', 'idGenerator', 'playerCache'],
    (payments, charge, browser, ids, cache) => new StoreCardUseCase(payments, charge, browser, ids, cache),
  );
  provide(o, 'deletePaymentMethodUseCase', ['paymentGateway', 'playerCache'], (payments, cache) => new DeletePaymentMethodUseCase(payments, cache));
  provide(o, 'registerPlayerUseCase', ['accountGateway', 'loginUseCase', 'playerGateway', 'clock', 'idGenerator'], (a, l, p, c, i) => new RegisterPlayerUseCase(a, l, p, c, i));
  provide(o, 'loadReceiptsUseCase', ['lotteryStoreGateway'], (l) => new LoadReceiptsUseCase(l));
  provide(o, 'stopSubscriptionUseCase', ['lotteryStoreGateway', 'loadReceiptsUseCase'], (l, r) => new StopSubscriptionUseCase(l, r));
  provide(o, 'loadTransactionsUseCase', ['ledgerGateway', 'errorReporter'], (l, r) => new LoadTransactionsUseCase(l, r));
  // Verification: the flow of spec/1 §4 and the player's steps (micro deposit, selfie ident).
  provide(o, 'pollIbanCheckUseCase', ['playerGateway', 'scheduler'], (p, s) => new PollIbanCheckUseCase(p, s));
  provide(
    o,
    'verifyPlayerUseCase',
    ['playerGateway', 'walletGateway', 'pollIbanCheckUseCase', 'clock', 'errorReporter', 'playerCache'],
    (p, w, poll, c, r, cache) => new VerifyPlayerUseCase(p, w, poll, c, r, cache),
  );
  provide(o, 'addBankDetailsUseCase', ['verificationGateway', 'pollIbanCheckUseCase', 'playerCache'], (v, poll, cache) => new AddBankDetailsUseCase(v, poll, cache));
  provide(o, 'startMicroDepositUseCase', ['verificationGateway'], (v) => new StartMicroDepositUseCase(v));
  provide(o, 'confirmMicroDepositUseCase', ['verificationGateway'], (v) => new ConfirmMicroDepositUseCase(v));
  provide(o, 'startSelfieIdentUseCase', ['verificationGateway'], (v) => new StartSelfieIdentUseCase(v));
  // Limits, autowithdrawal, Spielpause and the stakes-and-winnings notice.
  provide(o, 'loadLimitsUseCase', ['limitsGateway'], (l) => new LoadLimitsUseCase(l));
  provide(o, 'changeLimitUseCase', ['limitsGateway'], (l) => new ChangeLimitUseCase(l));
  provide(o, 'setAutowithdrawalUseCase', ['limitsGateway', 'playerCache'], (l, cache) => new SetAutowithdrawalUseCase(l, cache));
  provide(o, 'lockTemporarilyUseCase', ['limitsGateway', 'clock', 'playerCache'], (l, c, cache) => new LockTemporarilyUseCase(l, c, cache));
  provide(o, 'checkStakesNoticeUseCase', ['limitsGateway', 'stakesConfirmationStore', 'clock', 'errorReporter'], (l, s, c, r) => new CheckStakesNoticeUseCase(l, s, c, r));
  provide(o, 'confirmStakesNoticeUseCase', ['limitsGateway', 'stakesConfirmationStore', 'clock', 'errorReporter'], (l, s, c, r) => new ConfirmStakesNoticeUseCase(l, s, c, r));
  // Layout, cookie consent, games, SEO
  provide(o, 'launchGameUseCase', ['gamblingGateway', 'idGenerator', 'tokenStore'], (g, i, t) => new LaunchGameUseCase(g, i, t));
  provide(o, 'endGameSessionUseCase', ['gamblingGateway', 'errorReporter'], (g, r) => new EndGameSessionUseCase(g, r));
  provide(o, 'loadSeoUseCase', ['seoGateway', 'errorReporter'], (s, r) => new LoadSeoUseCase(s, r));
  provide(o, 'decideCookieConsentUseCase', ['consentStore'], (c) => new DecideCookieConsentUseCase(c));
});
