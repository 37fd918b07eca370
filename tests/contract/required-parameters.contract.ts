import { describe, expect, it } from 'vitest';
import { RequiredParameterError } from '../../core/domain/errors';
import type { FaqSet } from '../../core/domain/content';
import type { LotteryIdentifier, ProductIdentifier } from '../../core/domain/lottery';
import type { Money } from '../../core/domain/money';
import type { AccountKind } from '../../core/domain/player';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import type { AccountGateway } from '../../ports/account-gateway.port';
import type { ContentGateway } from '../../ports/content-gateway.port';
import type { DrawsGateway } from '../../ports/draws-gateway.port';
import type { GamblingGateway } from '../../ports/gambling-gateway.port';
import type { LedgerGateway } from '../../ports/ledger-gateway.port';
import type { LimitsGateway } from '../../ports/limits-gateway.port';
import type { LotteryStoreGateway } from '../../ports/lottery-store-gateway.port';
import type { NotificationGateway } from '../../ports/notification-gateway.port';
import type { PageGateway } from '../../ports/page-gateway.port';
import type { PaymentGateway } from '../../ports/payment-gateway.port';
import type { SeoGateway } from '../../ports/seo-gateway.port';
import type { VerificationGateway } from '../../ports/verification-gateway.port';
import type { WalletGateway } from '../../ports/wallet-gateway.port';
import { testPlatform } from '../support/demo';
import type { TransportWorld } from './support/over-http';

export interface RequiredWorld extends TransportWorld {
  accounts: AccountGateway;
  content: ContentGateway;
  draws: DrawsGateway;
  gambling: GamblingGateway;
  ledger: LedgerGateway;
  limits: LimitsGateway;
  lotteryStore: LotteryStoreGateway;
  notifications: NotificationGateway;
  pages: PageGateway;
  payments: PaymentGateway;
  seo: SeoGateway;
  verification: VerificationGateway;
  wallet: WalletGateway;
}

const none = '';
const noKind = '' as AccountKind;
const noLottery = '' as LotteryIdentifier;
const noProduct = '' as ProductIdentifier;
const noMoney = null as unknown as Money;
const voucherQuery = {
  kind: noKind,
  pageLimit: 20,
  pageOffset: 0,
  search: '',
  sortAttribute: 'createdAt',
  sortDirection: 'desc',
} as const;

/** Every client call with a required parameter (spec/2 §5), the field it names, and the call without it. */
const CALLS: [string, string, (w: RequiredWorld) => unknown][] = [
  ['PUT /refresh', 'refresh token', (w) => w.players.refresh(none)],
  ['DELETE /logout', 'logout token', (w) => w.players.logout(none)],
  ['POST /start_recovery', 'email', (w) => w.accounts.startRecovery(none)],
  ['GET /validate_password_recovery_token', 'password recovery token', (w) => w.accounts.validateRecoveryToken(none)],
  ['PUT /password', 'password recovery token', (w) => w.accounts.resetPassword(none, 'Neu-Passwort1')],
  ['GET /zip_codes', 'starting_with', (w) => w.accounts.zipCodes(none)],
  ['PATCH /my/recipient/confirm_email', 'token', (w) => w.notifications.confirmEmail(none)],
  ['GET /my/account', 'kind', (w) => w.wallet.account(noKind)],
  ['GET /my/stakes_and_winnings', 'kind', (w) => w.limits.stakesAndWinnings(noKind)],
  ['GET /my/stakes_and_winnings/latest', 'kind', (w) => w.limits.latestStakesAndWinnings(noKind)],
  ['PUT /my/deposit_limits/personal', 'amount', (w) => w.limits.setPersonalLimit('deposit', noMoney, 'month')],
  ['PUT /my/lugas_limit', 'amount', (w) => w.limits.setLugasLimit(noMoney)],
  ['PUT /my/autowithdrawal', 'min_amount', (w) => w.limits.setAutowithdrawal(noMoney)],
  ['POST /me/lock_temporary', 'till', (w) => w.limits.lockTemporary(none)],
  ['GET /my/vouchers', 'kind', (w) => w.ledger.vouchers(voucherQuery)],
  [
    'GET /my/payment_transactions (psp_references)',
    'psp_references',
    (w) =>
      w.ledger.paymentTransactions({
        pspReferences: [],
        kind: 'common',
        pageLimit: 20,
        pageOffset: 0,
        sortDirection: 'desc',
      }),
  ],
  [
    'GET /my/payment_transactions (kind)',
    'kind',
    (w) =>
      w.ledger.paymentTransactions({
        pspReferences: ['1'],
        kind: noKind,
        pageLimit: 20,
        pageOffset: 0,
        sortDirection: 'desc',
      }),
  ],
  [
    'POST /my/credit_cards/confirm_pending_payment',
    'transaction_id',
    (w) => w.payments.confirmPendingPayment(none, 'r'),
  ],
  [
    'POST /my/credit_cards/confirm_pending_payment (result)',
    'redirect_result',
    (w) => w.payments.confirmPendingPayment('t', none),
  ],
  ['POST /my/paypal/confirm_charge', 'order_id', (w) => w.payments.confirmPaypal(none)],
  [
    'DELETE /my/credit_cards/{stored_credit_card_id}',
    'stored_credit_card_id',
    (w) => w.payments.deleteStoredCard(none),
  ],
  [
    'DELETE /my/adyen_paypal/{stored_adyen_paypal_id}',
    'stored_adyen_paypal_id',
    (w) => w.payments.deleteAdyenPaypal(none),
  ],
  ['DELETE /my/adyen_paypal/{stored_paypal_id}', 'stored_paypal_id', (w) => w.payments.deletePaypal(none)],
  ['PATCH /my/micro_deposit_verification/confirm', 'code', (w) => w.verification.confirmMicroDeposit('  ')],
  ['POST /my/nect_robo_ident_case/start', 'redirect_url', (w) => w.verification.startSelfieIdent(none, null)],
  [
    'GET /product_definitions/{product_identifier}',
    'product identifier',
    (w) => w.lotteryStore.productDefinition(noProduct),
  ],
  [
    'GET /product_definitions/{product_identifier}/current_draws',
    'product identifier',
    (w) => w.lotteryStore.currentDraws(noProduct),
  ],
  ['PATCH /my/subscriptions/{id}/stop', 'subscription selection id', (w) => w.lotteryStore.stopSubscription(none)],
  ['GET /lotteries/{id}/draws/future', 'lottery identifier', (w) => w.draws.futureDraws(noLottery)],
  ['GET /lotteries/{id}/draws/last', 'lottery identifier', (w) => w.draws.lastDraw(noLottery)],
  ['GET /lotteries/{id}/past_draw_dates', 'lottery identifier', (w) => w.draws.pastDrawDates(noLottery)],
  ['GET /shows/{show_id}/draws', 'show id', (w) => w.draws.showDraws(none)],
  [
    'GET /launch-game (gameId)',
    'gameId',
    (w) => w.gambling.launchGame({ gameId: none, platform: 'desktop', homePath: '/games', demo: true }, 'k'),
  ],
  [
    'GET /launch-game (Idempotency-Key)',
    'idempotencyKey',
    (w) => w.gambling.launchGame({ gameId: 'g', platform: 'desktop', homePath: '/games', demo: true }, none),
  ],
  ['POST /sessions/{sessionId}/end', 'sessionId', (w) => w.gambling.endSession(none)],
  ['GET /api/cms/page-exists', 'path', (w) => w.pages.pageExists(none)],
  ['GET /api/cms/redirect', 'path', (w) => w.pages.redirectFor(none)],
  ['GET /api/seo/{route}', 'routeName', (w) => w.seo.seo({ path: '/', routeName: none, date: null })],
  ['contentPage by url', 'url', (w) => w.content.contentPage(none)],
  ['FAQ items by set', 'set', (w) => w.content.faqItems('' as FaqSet)],
  ['lotteryContent by lottery', 'lottery', (w) => w.content.lotteryContent(noLottery)],
  ['lotteryFacts by lottery', 'lottery', (w) => w.content.lotteryFacts(noLottery)],
  ['game by url slug', 'slug', (w) => w.content.game(none)],
];

/** The platform, counting every call that reaches it (directly or through the MSW handlers). */
function countingPlatform(): { platform: FakePlatformApi; calls: string[] } {
  const real = testPlatform();
  const calls: string[] = [];
  const platform = new Proxy(real, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push(String(key));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { platform, calls };
}

export function requiredParametersContract(name: string, connect: (platform: FakePlatformApi) => RequiredWorld) {
  describe(`missing required parameters (spec/2 §5): ${name}`, () => {
    it.each(CALLS)('%s fails naming %s, before any request', async (_, field, call) => {
      const { platform, calls } = countingPlatform();
      const world = connect(platform);
      const outcome = Promise.resolve().then(() => call(world));
      await expect(outcome).rejects.toBeInstanceOf(RequiredParameterError);
      await expect(outcome).rejects.toMatchObject({ field });
      expect(calls).toEqual([]);
    });
  });
}
