import { ContainerModule } from 'inversify';
import { SessionViewModel } from '../features/session/session.view-model';
import { LoginViewModel } from '../features/session/login.view-model';
import { BasketViewModel } from '../features/basket/basket.view-model';
import { HomeViewModel } from '../features/home/home.view-model';
import { TicketViewModel } from '../features/ticket/ticket.view-model';
import { LandingViewModel } from '../features/landing/landing.view-model';
import { ReceiptsViewModel } from '../features/account/receipts.view-model';
import { ReceiptModalViewModel } from '../features/account/receipt-modal.view-model';
import { TransactionsViewModel } from '../features/transactions/transactions.view-model';
import { FakeBackendViewModel } from '../features/dev/fake-backend.view-model';
import { RegistrationViewModel } from '../features/registration/registration.view-model';
import { registrationRules } from '../features/registration/registration-rules';
import { RecoveryViewModel } from '../features/recovery/recovery.view-model';
import { PersonalDataViewModel } from '../features/account/personal-data.view-model';
import { FakePspViewModel } from '../features/dev/fake-psp.view-model';
import { VerificationViewModel } from '../features/verification/verification.view-model';
import { VerificationGuardViewModel } from '../features/verification/verification-guard.view-model';
import { FakeIdentViewModel } from '../features/dev/fake-ident.view-model';
import { LimitsViewModel } from '../features/limits/limits.view-model';
import { SelfLockViewModel } from '../features/limits/self-lock.view-model';
import { StakesNoticeViewModel } from '../features/limits/stakes-notice.view-model';
import { DepositViewModel } from '../features/wallet/deposit.view-model';
import { WithdrawalViewModel } from '../features/wallet/withdrawal.view-model';
import { PaymentDataViewModel } from '../features/payment-data/payment-data.view-model';
import { AccountHomeViewModel } from '../features/account-home/account-home.view-model';
import { ResultsViewModel } from '../features/results/results.view-model';
import { ResultsArchiveViewModel } from '../features/results/results-archive.view-model';
import { ResultsOverviewViewModel } from '../features/results/results-overview.view-model';
import { LayoutViewModel } from '../features/layout/layout.view-model';
import { CookieConsentViewModel } from '../features/layout/cookie-consent.view-model';
import { GamesViewModel } from '../features/games/games.view-model';
import { GameViewModel } from '../features/games/game.view-model';
import { ContentPageViewModel } from '../features/content/content-page.view-model';
import { FaqViewModel } from '../features/content/faq.view-model';
import { WinningProbabilitiesViewModel } from '../features/content/winning-probabilities.view-model';
import { LotteryContentViewModel } from '../features/content/lottery-content.view-model';
import { provide } from './provide';

/** App-wide view models are singletons; screen view models are made fresh for every screen. */
export const viewModelsModule = new ContainerModule((o) => {
  provide(o, 'sessionViewModel', ['loginUseCase', 'sessionKeeper', 'loadPlayerProfileUseCase', 'tokenStore', 'localData'], (login, keeper, loadProfile, tokens, local) =>
    new SessionViewModel({ login, keeper, loadProfile, tokens, local }),
  );
  provide(
    o,
    'basketViewModel',
    ['loadBasketUseCase', 'removeFromBasketUseCase', 'validateBasketUseCase', 'checkoutUseCase', 'sessionViewModel', 'clock', 'trackAnalyticsUseCase'],
    (loadBasket, removeFromBasket, validateBasket, checkout, session, clock, analytics) =>
      new BasketViewModel({ loadBasket, removeFromBasket, validateBasket, checkout, session, clock, analytics }),
  );
  provide(o, 'loginViewModel', ['sessionViewModel'], (s) => new LoginViewModel(s), 'transient');
  provide(o, 'homeViewModel', ['loadNextDrawsUseCase'], (l) => new HomeViewModel(l), 'transient');
  provide(
    o,
    'ticketViewModel',
    ['startTicketUseCase', 'fillQuickTipUseCase', 'rollTicketNumberUseCase', 'priceTicketUseCase', 'addToBasketUseCase', 'basketViewModel', 'trackAnalyticsUseCase', 'sessionViewModel'],
    (startTicket, quickTip, rollTicketNumber, priceTicket, addToBasket, basket, analytics, session) =>
      new TicketViewModel({ startTicket, quickTip, rollTicketNumber, priceTicket, addToBasket, basket, analytics, session }),
    'transient',
  );
  provide(o, 'landingViewModel', ['loadNextDrawsUseCase', 'clock', 'scheduler'], (loadNextDraws, clock, scheduler) => new LandingViewModel({ loadNextDraws, clock, scheduler }), 'transient');
  // Content pages
  provide(o, 'contentPageViewModel', ['contentGateway', 'resolveContentPageUseCase', 'errorReporter'], (content, resolvePage, reporter) => new ContentPageViewModel({ content, resolvePage, reporter }), 'transient');
  provide(o, 'faqViewModel', ['contentGateway'], (c) => new FaqViewModel(c), 'transient');
  provide(o, 'winningProbabilitiesViewModel', ['contentGateway'], (c) => new WinningProbabilitiesViewModel(c), 'transient');
  provide(o, 'lotteryContentViewModel', ['contentGateway'], (c) => new LotteryContentViewModel(c), 'transient');
  provide(o, 'receiptsViewModel', ['loadReceiptsUseCase'], (l) => new ReceiptsViewModel(l), 'transient');
  provide(o, 'receiptModalViewModel', ['loadReceiptsUseCase', 'stopSubscriptionUseCase'], (l, s) => new ReceiptModalViewModel(l, s), 'transient');
  provide(o, 'transactionsViewModel', ['loadTransactionsUseCase'], (l) => new TransactionsViewModel(l), 'transient');
  provide(
    o,
    'registrationViewModel',
    ['registerPlayerUseCase', 'accountGateway', 'draftStore', 'sessionViewModel', 'clock'],
    (register, accounts, drafts, session, clock) => new RegistrationViewModel({ register, accounts, drafts, session, validate: registrationRules(clock) }),
    'transient',
  );
  provide(o, 'recoveryViewModel', ['accountGateway', 'clock'], (accounts, clock) => new RecoveryViewModel(accounts, registrationRules(clock)), 'transient');
  provide(o, 'personalDataViewModel', ['sessionViewModel', 'accountGateway', 'notificationGateway'], (s, a, n) => new PersonalDataViewModel(s, a, n), 'transient');
  if (__FAKE_BACKEND__) {
    provide(o, 'fakeBackendViewModel', ['fakeBackendControl', 'sessionViewModel'], (c, s) => new FakeBackendViewModel(c, s), 'transient');
    provide(o, 'fakePspViewModel', ['fakeBackendControl'], (c) => new FakePspViewModel(c), 'transient');
  }
  // Verification: the app-wide redirect guard (singleton) and the age verification page.
  provide(o, 'verificationGuardViewModel', ['verifyPlayerUseCase', 'sessionKeeper'], (verify, keeper) => new VerificationGuardViewModel(verify, keeper));
  provide(
    o,
    'verificationViewModel',
    ['verifyPlayerUseCase', 'addBankDetailsUseCase', 'startMicroDepositUseCase', 'confirmMicroDepositUseCase', 'startSelfieIdentUseCase', 'sessionViewModel', 'verificationGuardViewModel'],
    (verifyPlayer, addBankDetails, startMicroDeposit, confirmMicroDeposit, startSelfieIdent, session, guard) =>
      new VerificationViewModel({ verifyPlayer, addBankDetails, startMicroDeposit, confirmMicroDeposit, startSelfieIdent, session, guard }),
    'transient',
  );
  if (__FAKE_BACKEND__) provide(o, 'fakeIdentViewModel', ['fakeIdentControl'], (c) => new FakeIdentViewModel(c), 'transient');
  // Limits page (screen view models) and the app-wide stakes-and-winnings notice.
  provide(
    o,
    'limitsViewModel',
    ['loadLimitsUseCase', 'changeLimitUseCase', 'setAutowithdrawalUseCase', 'sessionViewModel'],
    (load, changeLimit, setAutowithdrawal, session) => new LimitsViewModel({ load, changeLimit, setAutowithdrawal, session }),
    'transient',
  );
  provide(o, 'selfLockViewModel', ['lockTemporarilyUseCase', 'sessionViewModel', 'clock'], (lock, session, clock) => new SelfLockViewModel(lock, session, clock), 'transient');
  provide(o, 'stakesNoticeViewModel', ['checkStakesNoticeUseCase', 'confirmStakesNoticeUseCase', 'limitsGateway'], (check, confirm, gateway) => new StakesNoticeViewModel(check, confirm, gateway));
  // Wallet: the deposit and withdrawal modals, the payment-data page, the account home.
  provide(o, 'depositViewModel', ['depositUseCase', 'sessionViewModel'], (deposit, session) => new DepositViewModel({ deposit, session }), 'transient');
  provide(o, 'withdrawalViewModel', ['withdrawUseCase', 'sessionViewModel'], (withdraw, session) => new WithdrawalViewModel({ withdraw, session }), 'transient');
  provide(
    o,
    'paymentDataViewModel',
    ['sessionViewModel', 'storeCardUseCase', 'deletePaymentMethodUseCase', 'addBankDetailsUseCase', 'startMicroDepositUseCase', 'confirmMicroDepositUseCase'],
    (session, storeCard, deletePaymentMethod, addBankDetails, startMicroDeposit, confirmMicroDeposit) =>
      new PaymentDataViewModel({ session, storeCard, deletePaymentMethod, addBankDetails, startMicroDeposit, confirmMicroDeposit }),
    'transient',
  );
  provide(o, 'accountHomeViewModel', ['sessionViewModel', 'walletGateway'], (session, wallet) => new AccountHomeViewModel(session, wallet), 'transient');
  // Results pages: numbers and odds per lottery, their archive, the overview.
  provide(o, 'resultsViewModel', ['loadResultsUseCase', 'errorReporter'], (l, r) => new ResultsViewModel(l, r), 'transient');
  provide(o, 'resultsArchiveViewModel', ['loadResultsUseCase'], (l) => new ResultsArchiveViewModel(l), 'transient');
  provide(o, 'resultsOverviewViewModel', ['loadResultsUseCase', 'loadNextDrawsUseCase'], (l, n) => new ResultsOverviewViewModel(l, n), 'transient');
  // Layout (content-driven, once per page load), cookie consent, games.
  provide(o, 'layoutViewModel', ['contentGateway', 'errorReporter'], (c, r) => new LayoutViewModel(c, r));
  provide(o, 'cookieConsentViewModel', ['decideCookieConsentUseCase', 'contentGateway', 'errorReporter'], (d, c, r) => new CookieConsentViewModel(d, c, r));
  provide(o, 'gamesViewModel', ['contentGateway'], (c) => new GamesViewModel(c), 'transient');
  provide(o, 'gameViewModel', ['contentGateway', 'launchGameUseCase', 'endGameSessionUseCase'], (c, l, e) => new GameViewModel(c, l, e), 'transient');
});
