import { describe, expect, it } from 'vitest';
import { loginAs, lottoLine, orderOf, platformAt, platformError } from './platform-fixtures';
import { eur, platformWithWinning } from './limits-fixtures';

const DAY = 24 * 60;

describe('autowithdrawal (lottery store API)', () => {
  it('has none at first: GET is 404', () => {
    const { platform } = platformAt();
    const token = loginAs(platform, 'spieler@tippwerk.de');
    expect(platformError(() => platform.autowithdrawal(token)).status).toBe(404);
  });

  it('PUT sets the threshold and pays out the payoutable money above it at once', () => {
    const { platform } = platformWithWinning('spieler@tippwerk.de', 10_000);
    const token = loginAs(platform, 'spieler@tippwerk.de');
    const before = platform.account(token, 'common');
    expect(before.payoutable_balance.fractional).toBeGreaterThanOrEqual(10_000);
    platform.setAutowithdrawal(token, { min_amount: eur(2000) });
    expect(platform.autowithdrawal(token)).toEqual({ min_amount: eur(2000) });
    // Deposits stay for playing; only winnings above 20 € left.
    expect(platform.account(token, 'common')).toMatchObject({
      payoutable_balance: eur(2000),
      not_payoutable_balance: before.not_payoutable_balance,
    });
  });

  it('0 € pays out every winning; DELETE ends it (GET 404 again); deleting twice is fine', () => {
    const { platform } = platformWithWinning('spieler@tippwerk.de', 2500);
    const token = loginAs(platform, 'spieler@tippwerk.de');
    platform.setAutowithdrawal(token, { min_amount: eur(0) });
    expect(platform.account(token, 'common').payoutable_balance).toEqual(eur(0));
    platform.deleteAutowithdrawal(token);
    platform.deleteAutowithdrawal(token);
    expect(platformError(() => platform.autowithdrawal(token)).status).toBe(404);
  });

  it('a player who may not withdraw yet keeps the threshold; nothing is paid out', () => {
    const { platform } = platformWithWinning('neu@tippwerk.de', 2500);
    const token = loginAs(platform, 'neu@tippwerk.de');
    const before = platform.account(token, 'common').payoutable_balance;
    platform.setAutowithdrawal(token, { min_amount: eur(1000) });
    expect(platform.account(token, 'common').payoutable_balance).toEqual(before);
  });

  it.each([
    [{ min_amount: eur(-1) }, 'too_low'],
    [{ min_amount: { fractional: 10.5, currency: 'EUR' } }, 'invalid'],
    [{ min_amount: { fractional: 1000, currency: 'CHF' } }, 'not_supported'],
    [{}, 'required'],
  ])('PUT %j is 400 %s', (body, code) => {
    const { platform } = platformAt();
    const token = loginAs(platform, 'spieler@tippwerk.de');
    expect(platformError(() => platform.setAutowithdrawal(token, body as never)).body).toEqual({
      global_errors: [],
      attribute_errors: { min_amount: [code] },
    });
  });
});

describe('stakes and winnings', () => {
  it('counts the last 30 days’ stakes and winnings of the account kind', () => {
    const plain = platformAt().platform;
    const seeded = plain.stakesAndWinnings(loginAs(plain, 'spieler@tippwerk.de'), 'common');
    const { platform } = platformWithWinning('spieler@tippwerk.de', 1234);
    const token = loginAs(platform, 'spieler@tippwerk.de');
    platform.placeOrder(token, orderOf('o-1', [lottoLine(platform, 'a', { fields: 2 })]));
    const expected = {
      amount_staked: eur(seeded.amount_staked.fractional + 530),
      amount_won: eur(seeded.amount_won.fractional + 1234),
    };
    expect(platform.stakesAndWinnings(token, 'common')).toEqual(expected);
    expect(platform.stakesAndWinnings(token, 'games')).toEqual({ amount_staked: eur(0), amount_won: eur(0) });
    expect(platform.latestStakesAndWinnings(token, 'common')).toEqual({
      ...expected,
      from: '2026-02-02T16:59:00Z',
      to: '2026-03-04T16:59:00Z',
    });
  });

  it('older bookings drop out after 30 days', () => {
    // Not the verified player: his Dauerschein renews within the month, a booking of its own.
    const { platform } = platformWithWinning('gesperrt@tippwerk.de', 1234);
    platform.shiftClock(30 * DAY + 1);
    const token = loginAs(platform, 'gesperrt@tippwerk.de');
    expect(platform.stakesAndWinnings(token, 'common')).toEqual({ amount_staked: eur(0), amount_won: eur(0) });
  });

  it('kind is required and must be common or games', () => {
    const { platform } = platformAt();
    const token = loginAs(platform, 'spieler@tippwerk.de');
    expect(platformError(() => platform.stakesAndWinnings(token, null)).body.attribute_errors).toEqual({
      kind: ['required'],
    });
    expect(platformError(() => platform.stakesAndWinnings(token, 'lotto')).body.attribute_errors).toEqual({
      kind: ['invalid'],
    });
  });

  it('the notice is due until confirmed, then again on the next Berlin day', () => {
    const { platform } = platformAt();
    let token = loginAs(platform, 'spieler@tippwerk.de');
    expect(platform.stakesConfirmation(token)).toEqual({ should_be_confirmed: true, confirmed_at: null });
    platform.confirmStakes(token);
    expect(platform.stakesConfirmation(token)).toEqual({
      should_be_confirmed: false,
      confirmed_at: '2026-03-04T16:59:00Z',
    });
    // 23:59 Berlin: still today.
    platform.shiftClock(6 * 60);
    token = loginAs(platform, 'spieler@tippwerk.de');
    expect(platform.stakesConfirmation(token).should_be_confirmed).toBe(false);
    platform.shiftClock(1);
    token = loginAs(platform, 'spieler@tippwerk.de');
    expect(platform.stakesConfirmation(token).should_be_confirmed).toBe(true);
  });

  it('the developer switch turns the notice off for everyone until it is on again or the world is reset', () => {
    const { platform } = platformAt();
    expect(platform.setStakesNotice(false)).toEqual({ enabled: false });
    expect(platform.stakesConfirmation(loginAs(platform, 'neu@tippwerk.de')).should_be_confirmed).toBe(false);
    platform.setStakesNotice(true);
    expect(platform.stakesConfirmation(loginAs(platform, 'neu@tippwerk.de')).should_be_confirmed).toBe(true);
    platform.setStakesNotice(false);
    platform.reset();
    expect(platform.stakesConfirmation(loginAs(platform, 'neu@tippwerk.de')).should_be_confirmed).toBe(true);
  });
});
