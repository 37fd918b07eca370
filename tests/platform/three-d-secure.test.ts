import { describe, expect, it } from 'vitest';
import { fakeCardData } from '../../mocks/platform/psp/card-encryption';
import type { PlatformState } from '../../mocks/platform/state';
import { commonBalance, loginAs, platformAt, platformError } from './platform-fixtures';
import { BROWSER_INFO, CARD_RETURN_URL, cardCharge, depositByCard, NEWCOMER_HOLDER } from './psp-fixtures';

const CHALLENGE_CARD = '4000 0000 0000 3220';

/** The player logged in; `holder` is the name on their cards (the verified demo player's unless given). */
const setup = (email = 'spieler@tippwerk.de', holder = 'Max Mustermann') => {
  const test = platformAt();
  const token = loginAs(test.platform, email);
  const challenge = (transactionId = 'tx-3ds', cents = 2500) =>
    test.platform.chargeCard(token, cardCharge(transactionId, cents, { holder, number: CHALLENGE_CARD }));
  return { ...test, token, challenge, state: () => test.storage.load() as PlatformState };
};

describe('3-D Secure', () => {
  it('approved: confirm_pending_payment deposits once, and every repeat answers the same', () => {
    const { platform, token, challenge, state } = setup();
    challenge();
    const { redirect_result } = platform.decideThreeDs({ transaction_id: 'tx-3ds', approve: true });
    expect(redirect_result).toEqual(expect.any(String));
    const paid = platform.confirmPendingPayment(token, { transaction_id: 'tx-3ds', redirect_result });
    expect(paid).toEqual({ transaction_id: 'tx-3ds', payment_transaction_id: expect.any(String) });
    expect(platform.confirmPendingPayment(token, { transaction_id: 'tx-3ds', redirect_result })).toEqual(paid);
    expect(challenge()).toEqual({ type: 'payment_processed', ...paid });
    expect(commonBalance(platform, token)).toBe(7500);
    expect(state().payment_transactions).toHaveLength(1);
  });

  it.each([
    ['failed', { approve: false, outcome: 'fail' as const }, '3d_not_authenticated'],
    ['cancelled', { approve: false }, 'cancelled'],
    ['cancelled (explicit outcome)', { outcome: 'cancel' as const }, 'cancelled'],
  ])('%s: the confirmation declines with %s and books nothing', (_, decision, reason) => {
    const { platform, token, challenge } = setup();
    challenge();
    const { redirect_result } = platform.decideThreeDs({ transaction_id: 'tx-3ds', ...decision });
    const confirm = () => platform.confirmPendingPayment(token, { transaction_id: 'tx-3ds', redirect_result });
    expect(platformError(confirm).body.global_errors).toEqual([reason]);
    expect(platformError(confirm).body.global_errors).toEqual([reason]);
    expect(platformError(() => challenge()).body.global_errors).toEqual([reason]);
    expect(commonBalance(platform, token)).toBe(5000);
  });

  it('a token the page never issued is not authenticated, and the challenge stays open', () => {
    const { platform, token, challenge } = setup();
    challenge();
    expect(
      platformError(() =>
        platform.confirmPendingPayment(token, { transaction_id: 'tx-3ds', redirect_result: 'forged' }),
      ).body.global_errors,
    ).toEqual(['3d_not_authenticated']);
    const { redirect_result } = platform.decideThreeDs({ transaction_id: 'tx-3ds', approve: true });
    expect(platform.confirmPendingPayment(token, { transaction_id: 'tx-3ds', redirect_result }).transaction_id).toBe(
      'tx-3ds',
    );
  });

  it('repeats the challenge answer while it is open', () => {
    const { challenge } = setup();
    expect(challenge()).toEqual(challenge());
  });

  it('takes one decision: the same again returns the same token, another one is 409', () => {
    const { platform, challenge } = setup();
    challenge();
    const first = platform.decideThreeDs({ transaction_id: 'tx-3ds', approve: true });
    expect(platform.decideThreeDs({ transaction_id: 'tx-3ds', approve: true })).toEqual(first);
    expect(platformError(() => platform.decideThreeDs({ transaction_id: 'tx-3ds', approve: false })).status).toBe(409);
  });

  it('knows only challenges it issued, each to its own player', () => {
    const { platform, token, challenge } = setup();
    expect(platformError(() => platform.decideThreeDs({ transaction_id: 'nope', approve: true })).status).toBe(404);
    expect(
      platformError(() => platform.confirmPendingPayment(token, { transaction_id: 'nope', redirect_result: 'x' }))
        .status,
    ).toBe(404);
    platform.chargeCard(token, cardCharge('tx-plain', 1000));
    expect(platformError(() => platform.decideThreeDs({ transaction_id: 'tx-plain', approve: true })).status).toBe(404);
    challenge();
    const { redirect_result } = platform.decideThreeDs({ transaction_id: 'tx-3ds', approve: true });
    const other = loginAs(platform, 'gesperrt@tippwerk.de');
    expect(
      platformError(() => platform.confirmPendingPayment(other, { transaction_id: 'tx-3ds', redirect_result })).status,
    ).toBe(404);
    expect(
      platformError(() => platform.confirmPendingPayment(null, { transaction_id: 'tx-3ds', redirect_result })).status,
    ).toBe(401);
  });

  it('refuses a control call without a decision', () => {
    const { platform, challenge } = setup();
    challenge();
    expect(platformError(() => platform.decideThreeDs({ transaction_id: 'tx-3ds' })).status).toBe(400);
    expect(
      platformError(() => platform.decideThreeDs({ transaction_id: 'tx-3ds', outcome: 'maybe' as never })).status,
    ).toBe(400);
  });

  it('stores a challenged card only once the challenge is approved and confirmed', () => {
    const { platform, token } = setup('neu@tippwerk.de');
    const outcome = platform.storeCard(token, {
      card_data: fakeCardData({ holder: NEWCOMER_HOLDER, number: CHALLENGE_CARD }),
      store_transaction_input: { browser_info: BROWSER_INFO, transaction_id: 'store-3ds', return_url: CARD_RETURN_URL },
    });
    expect(outcome.type).toBe('secure_redirect');
    const cardMethod = () => platform.availablePaymentMethods(token).find((m) => m.label === 'adyen_credit_card');
    expect(cardMethod()?.stored).toBeNull();
    const { redirect_result } = platform.decideThreeDs({ transaction_id: 'store-3ds', outcome: 'approve' });
    platform.confirmPendingPayment(token, { transaction_id: 'store-3ds', redirect_result });
    expect(cardMethod()?.stored).toMatchObject({ last_digits: '3220', active: true });
    expect(commonBalance(platform, token)).toBe(0);
  });

  it('checks the deposit limit again at confirmation', () => {
    const { platform, token, challenge } = setup('neu@tippwerk.de', NEWCOMER_HOLDER);
    challenge('tx-3ds', 8000);
    depositByCard(platform, token, 'tx-2', 3000, NEWCOMER_HOLDER);
    const { redirect_result } = platform.decideThreeDs({ transaction_id: 'tx-3ds', approve: true });
    expect(
      platformError(() => platform.confirmPendingPayment(token, { transaction_id: 'tx-3ds', redirect_result })).body
        .global_errors,
    ).toEqual(['deposit_limit']);
    expect(commonBalance(platform, token)).toBe(3000);
  });
});
