import { describe, expect, it } from 'vitest';
import { UNVERIFIED_DEPOSIT_LIMIT_CENTS } from '../../mocks/platform/psp/payment-transactions';
import type { PlatformState } from '../../mocks/platform/state';
import { commonBalance, loginAs, platformAt, platformError } from './platform-fixtures';
import { cardCharge, depositByCard, movement, NEWCOMER_HOLDER, type CardOptions } from './psp-fixtures';

const setup = (email = 'spieler@tippwerk.de') => {
  const test = platformAt();
  return { ...test, token: loginAs(test.platform, email), state: () => test.storage.load() as PlatformState };
};

describe('idempotent charges', () => {
  it('the same transaction id again answers the same and books once (card, SEPA, PayPal)', () => {
    const { platform, token, state } = setup();
    const card = platform.chargeCard(token, cardCharge('tx-card', 1000));
    expect(platform.chargeCard(token, cardCharge('tx-card', 1000))).toEqual(card);
    const sepa = platform.chargeSepa(token, movement('tx-sepa', 1000));
    expect(platform.chargeSepa(token, movement('tx-sepa', 1000))).toEqual(sepa);
    expect(commonBalance(platform, token)).toBe(7000);
    expect(state().payment_transactions).toHaveLength(2);
  });

  it('a declined transaction id declines again, even with a good card', () => {
    const { platform, token } = setup();
    platformError(() => platform.chargeCard(token, cardCharge('tx-1', 1000, { number: '4000 0000 0000 0002' })));
    expect(platformError(() => platform.chargeCard(token, cardCharge('tx-1', 1000))).body.global_errors).toEqual([
      'refused',
    ]);
  });

  it.each([
    ['another amount', () => cardCharge('tx-1', 1001)],
    [
      'another kind',
      () => ({
        ...cardCharge('tx-1', 1000),
        transaction_input: {
          ...cardCharge('tx-1', 1000).transaction_input,
          monetary_transaction: movement('tx-1', 1000, 'games'),
        },
      }),
    ],
  ])('the same id with %s is transaction_id_conflict', (_, request) => {
    const { platform, token } = setup();
    platform.chargeCard(token, cardCharge('tx-1', 1000));
    expect(platformError(() => platform.chargeCard(token, request())).body.global_errors).toEqual([
      'transaction_id_conflict',
    ]);
    expect(commonBalance(platform, token)).toBe(6000);
  });

  it('the same id through another method or by another player is a conflict too', () => {
    const { platform, token } = setup();
    platform.chargeCard(token, cardCharge('tx-1', 1000));
    expect(platformError(() => platform.chargeSepa(token, movement('tx-1', 1000))).body.global_errors).toEqual([
      'transaction_id_conflict',
    ]);
    const other = loginAs(platform, 'gesperrt@tippwerk.de');
    expect(platformError(() => platform.chargeCard(other, cardCharge('tx-1', 1000))).body.global_errors).toEqual([
      'transaction_id_conflict',
    ]);
  });

  it('a deposit of kind games lands on the games account', () => {
    const { platform, token } = setup();
    platform.chargeSepa(token, movement('tx-1', 1000, 'games'));
    expect(platform.account(token, 'games').not_payoutable_balance.fractional).toBe(1000);
    expect(commonBalance(platform, token)).toBe(5000);
  });
});

describe('deposit limit of unverified players (GlüStV: 100 € in total)', () => {
  /** Her cards are in her name (payments only from the player's own accounts). */
  const newcomerCard = (id: string, cents: number, card: CardOptions = {}) =>
    cardCharge(id, cents, { holder: NEWCOMER_HOLDER, ...card });

  it('allows up to 100,00 € and refuses the cent beyond with deposit_limit', () => {
    const { platform, token } = setup('neu@tippwerk.de');
    expect(UNVERIFIED_DEPOSIT_LIMIT_CENTS).toBe(10_000);
    depositByCard(platform, token, 'tx-1', 6000, NEWCOMER_HOLDER);
    expect(platformError(() => platform.chargeCard(token, newcomerCard('tx-2', 4001))).body.global_errors).toEqual([
      'deposit_limit',
    ]);
    depositByCard(platform, token, 'tx-3', 4000, NEWCOMER_HOLDER);
    expect(commonBalance(platform, token)).toBe(10_000);
    expect(platformError(() => platform.chargeCard(token, newcomerCard('tx-4', 1))).body.global_errors).toEqual([
      'deposit_limit',
    ]);
    expect(platformError(() => platform.preparePaypalCharge(token, movement('tx-5', 1))).body.global_errors).toEqual([
      'deposit_limit',
    ]);
  });

  it('counts deposits, not the balance: spending does not free the limit', () => {
    const { platform, token } = setup('neu@tippwerk.de');
    depositByCard(platform, token, 'tx-1', 10_000, NEWCOMER_HOLDER);
    expect(platformError(() => platform.chargeCard(token, newcomerCard('tx-2', 100))).body.global_errors).toEqual([
      'deposit_limit',
    ]);
  });

  it('does not count a reversed deposit: after a chargeback the player may deposit the 100 € again', () => {
    const { platform, token, state } = setup('neu@tippwerk.de');
    depositByCard(platform, token, 'tx-1', 8_000, NEWCOMER_HOLDER);
    const deposit = state().vouchers.find((v) => v.transaction_number && v.amount.fractional === 8_000);
    platform.ledgerChargeback({ email: 'neu@tippwerk.de', voucher_number: deposit?.number ?? '', fee_cents: 0 });
    depositByCard(platform, token, 'tx-2', 10_000, NEWCOMER_HOLDER);
    expect(commonBalance(platform, token)).toBe(10_000);
    expect(platformError(() => platform.chargeCard(token, newcomerCard('tx-3', 1))).body.global_errors).toEqual([
      'deposit_limit',
    ]);
  });

  it('does not count failed attempts: a declined 100 € leaves the whole 100 €', () => {
    const { platform, token } = setup('neu@tippwerk.de');
    platformError(() => platform.chargeCard(token, newcomerCard('tx-1', 10_000, { number: '4000 0000 0000 0002' })));
    depositByCard(platform, token, 'tx-2', 10_000, NEWCOMER_HOLDER);
    expect(commonBalance(platform, token)).toBe(10_000);
  });

  it('refuses deposits after the 72 hours an unverified player may play, with verification_expired', () => {
    const { platform } = setup('neu@tippwerk.de');
    platform.shiftClock(72 * 60);
    const token = loginAs(platform, 'neu@tippwerk.de');
    expect(platformError(() => platform.chargeCard(token, newcomerCard('tx-1', 1_000))).body.global_errors).toEqual([
      'verification_expired',
    ]);
    expect(
      platformError(() => platform.preparePaypalCharge(token, movement('tx-2', 1_000))).body.global_errors,
    ).toEqual(['verification_expired']);
    expect(commonBalance(platform, token)).toBe(0);
  });

  it('does not limit fully verified players', () => {
    const { platform, token } = setup();
    depositByCard(platform, token, 'tx-1', 50_000);
    expect(commonBalance(platform, token)).toBe(55_000);
  });
});
