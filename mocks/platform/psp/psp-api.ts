import type { PlatformContext, PlatformRuntime } from '../context';
import type { FakePlatformApi } from '../platform-api';
import type { PlayerRecord } from '../state';
import { chargeCard, chargeStoredCard, deleteStoredCard, storeCard } from './card-payments';
import { confirmPaypalCharge, decidePaypal, deleteStoredPaypal, preparePaypalCharge } from './paypal';
import { chargeSepa, storeSepaAccount } from './sepa';
import { TEST_CARDS } from './test-cards';
import { confirmPendingPayment, decideThreeDs } from './three-d-secure';

type PaymentApi = Pick<
  FakePlatformApi,
  | 'chargeCard'
  | 'storeCard'
  | 'chargeStoredCard'
  | 'confirmPendingPayment'
  | 'deleteStoredCard'
  | 'preparePaypalCharge'
  | 'confirmPaypalCharge'
  | 'deleteStoredPaypal'
  | 'storeSepaAccount'
  | 'chargeSepa'
  | 'decideThreeDs'
  | 'decidePaypal'
  | 'testCards'
>;

/** The fake PSP's part of the platform API: authenticate first (401 before any body check), then change state. */
export function paymentApi({ mutate, playerOf }: PlatformRuntime): PaymentApi {
  const asPlayer = <T>(token: string | null, change: (ctx: PlatformContext, record: PlayerRecord) => T): T => {
    const record = playerOf(token);
    return mutate((ctx) => change(ctx, record));
  };
  return {
    chargeCard: (token, body) => asPlayer(token, (ctx, record) => chargeCard(ctx, record, body)),
    storeCard: (token, body) => asPlayer(token, (ctx, record) => storeCard(ctx, record, body)),
    chargeStoredCard: (token, body) => asPlayer(token, (ctx, record) => chargeStoredCard(ctx, record, body)),
    confirmPendingPayment: (token, body) => asPlayer(token, (ctx, record) => confirmPendingPayment(ctx, record, body)),
    deleteStoredCard: (token, id) => asPlayer(token, (_, record) => deleteStoredCard(record, id)),
    preparePaypalCharge: (token, body) => asPlayer(token, (ctx, record) => preparePaypalCharge(ctx, record, body)),
    confirmPaypalCharge: (token, body) => asPlayer(token, (ctx, record) => confirmPaypalCharge(ctx, record, body)),
    deleteStoredPaypal: (token, id) => asPlayer(token, (_, record) => deleteStoredPaypal(record, id)),
    storeSepaAccount: (token, body) => asPlayer(token, (ctx, record) => storeSepaAccount(ctx, record, body)),
    chargeSepa: (token, body) => asPlayer(token, (ctx, record) => chargeSepa(ctx, record, body)),
    decideThreeDs: (body) => mutate((ctx) => decideThreeDs(ctx, body)),
    decidePaypal: (body) => mutate((ctx) => decidePaypal(ctx, body)),
    testCards: () => TEST_CARDS.map((card) => ({ ...card })),
  };
}
