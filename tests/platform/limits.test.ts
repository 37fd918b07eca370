import { describe, expect, it } from 'vitest';
import type { PlatformState } from '../../mocks/platform/state';
import { commonBalance, loginAs, lottoLine, orderOf, platformAt, platformError } from './platform-fixtures';
import { cardCharge, movement } from './psp-fixtures';
import { eur } from './limits-fixtures';

// WEDNESDAY_1759 = Wednesday 4 March 2026, 17:59 Berlin. spieler@ got 50 € by SEPA on Monday 2 March (seed).
const setup = (email = 'spieler@tippwerk.de') => {
  const test = platformAt();
  const s = { ...test, token: loginAs(test.platform, email), state: () => test.storage.load() as PlatformState };
  return s;
};
type Setup = ReturnType<typeof setup>;
/** Moves the platform clock on; access tokens live 15 minutes, so the player logs in again. */
const later = (s: Setup, minutes: number, email = 'spieler@tippwerk.de') => {
  s.platform.shiftClock(minutes);
  s.token = loginAs(s.platform, email);
};
const DAY = 24 * 60;
const buy = (s: Setup, id: string, fields = 1) =>
  s.platform.placeOrder(s.token, orderOf(id, [lottoLine(s.platform, `${id}-line`, { fields })]));

describe('GET /settings', () => {
  it('answers the maxima by verification level and the purchase elevation delay', () => {
    const { platform } = platformAt();
    expect(platform.settings().max_limits).toEqual({
      deposit: {
        personal: { amount: eur(1_000_000), interval: 'month' },
        platform_default: { amount: eur(100_000), interval: 'month' },
        legal: {
          initial: { amount: eur(10_000), interval: 'month' },
          provisionally_verified: { amount: eur(10_000), interval: 'month' },
          verified: { amount: eur(100_000), interval: 'month' },
        },
      },
      purchase: { personal: { amount: eur(1_000_000), interval: 'month', elevation_delay_in_minutes: 7 * DAY } },
    });
  });
});

/** What already counts in the current interval (the seed books some history): read through a generous first limit. */
function usedSoFar(s: Setup, kind: 'deposit' | 'purchase', interval: 'week' | 'month'): number {
  const generous = kind === 'deposit' ? 100_000 : 1_000_000;
  s.platform.setPersonalLimit(s.token, kind, { amount: eur(generous), interval });
  const personal = s.platform.limits(s.token)[kind === 'deposit' ? 'deposit_limits' : 'purchase_limits'].personal!;
  return generous - personal.remaining_amount.fractional;
}
const lugasUsed = (s: Setup) => {
  const lugas = s.platform.limits(s.token).lugas_limit;
  return lugas.amount.fractional - lugas.remaining_amount.fractional;
};

describe('GET /my/limits', () => {
  it('has no personal limits at first; LUGAS is 1.000 € a month and counts this month’s deposits', () => {
    const s = setup();
    const limits = s.platform.limits(s.token);
    expect(limits).toMatchObject({
      purchase_limits: { personal: null },
      deposit_limits: { personal: null },
      lugas_limit: { amount: eur(100_000), interval: 'month', pending_limit: null },
    });
    const before = limits.lugas_limit.remaining_amount.fractional;
    s.platform.chargeSepa(s.token, movement('tx-1', 1000));
    expect(s.platform.limits(s.token).lugas_limit.remaining_amount).toEqual(eur(before - 1000));
  });

  it('needs a player', () => {
    expect(platformError(() => platformAt().platform.limits(null)).status).toBe(401);
  });
});

describe('personal purchase limit', () => {
  it('a first limit applies at once and counts this week’s stakes; a purchase over it is purchase_limit', () => {
    const s = setup();
    const used = usedSoFar(s, 'purchase', 'week');
    s.platform.setPersonalLimit(s.token, 'purchase', { amount: eur(used + 500), interval: 'week' });
    const balance = commonBalance(s.platform, s.token);
    buy(s, 'o-1');
    expect(s.platform.limits(s.token).purchase_limits.personal).toEqual({
      amount: eur(used + 500),
      remaining_amount: eur(210),
      interval: 'week',
      pending_limit: null,
    });
    expect(platformError(() => buy(s, 'o-2')).body).toEqual({
      global_errors: ['purchase_limit'],
      attribute_errors: {},
    });
    expect(commonBalance(s.platform, s.token)).toBe(balance - 290);
  });

  it('a new week starts on Monday at Berlin midnight', () => {
    const s = setup();
    const used = usedSoFar(s, 'purchase', 'week');
    s.platform.setPersonalLimit(s.token, 'purchase', { amount: eur(used + 300), interval: 'week' });
    buy(s, 'o-1');
    // Sunday 8 March 23:59 Berlin: still the same week.
    later(s, 4 * DAY + 6 * 60);
    expect(s.platform.limits(s.token).purchase_limits.personal?.remaining_amount).toEqual(eur(10));
    later(s, 2);
    expect(s.platform.limits(s.token).purchase_limits.personal?.remaining_amount).toEqual(eur(used + 300));
  });

  it('a higher limit waits for the elevation delay, then applies when read', () => {
    const s = setup();
    const used = usedSoFar(s, 'purchase', 'week');
    s.platform.setPersonalLimit(s.token, 'purchase', { amount: eur(used + 300), interval: 'week' });
    s.platform.setPersonalLimit(s.token, 'purchase', { amount: eur(used + 2000) });
    const pending = { amount: eur(used + 2000), interval: 'week', active_at: '2026-03-11T16:59:00Z' };
    expect(s.platform.limits(s.token).purchase_limits.personal).toMatchObject({
      amount: eur(used + 300),
      pending_limit: pending,
    });
    buy(s, 'o-1');
    expect(platformError(() => buy(s, 'o-2')).body.global_errors).toEqual(['purchase_limit']);
    later(s, 7 * DAY);
    expect(s.platform.limits(s.token).purchase_limits.personal).toMatchObject({
      amount: eur(used + 2000),
      pending_limit: null,
    });
    buy(s, 'o-2');
  });

  it('asking for the same increase again keeps its date; a lower limit applies at once and drops it', () => {
    const s = setup();
    s.platform.setPersonalLimit(s.token, 'purchase', { amount: eur(1000), interval: 'month' });
    s.platform.setPersonalLimit(s.token, 'purchase', { amount: eur(5000) });
    later(s, DAY);
    s.platform.setPersonalLimit(s.token, 'purchase', { amount: eur(5000) });
    expect(s.platform.limits(s.token).purchase_limits.personal?.pending_limit?.active_at).toBe('2026-03-11T16:59:00Z');
    s.platform.setPersonalLimit(s.token, 'purchase', { amount: eur(800) });
    expect(s.platform.limits(s.token).purchase_limits.personal).toMatchObject({
      amount: eur(800),
      interval: 'month',
      pending_limit: null,
    });
  });

  it('removing waits too; until then the limit holds', () => {
    const s = setup();
    s.platform.setPersonalLimit(s.token, 'purchase', { amount: eur(300), interval: 'day' });
    s.platform.removePersonalLimit(s.token, 'purchase');
    expect(s.platform.limits(s.token).purchase_limits.personal?.pending_limit).toEqual({
      amount: null,
      interval: 'day',
      active_at: '2026-03-11T16:59:00Z',
    });
    later(s, 7 * DAY);
    expect(s.platform.limits(s.token).purchase_limits.personal).toBeNull();
    s.platform.removePersonalLimit(s.token, 'purchase');
  });

  it('a shorter interval is a loosening even with less money', () => {
    const s = setup();
    s.platform.setPersonalLimit(s.token, 'purchase', { amount: eur(50_000), interval: 'month' });
    s.platform.setPersonalLimit(s.token, 'purchase', { amount: eur(40_000), interval: 'day' });
    expect(s.platform.limits(s.token).purchase_limits.personal).toMatchObject({
      amount: eur(50_000),
      interval: 'month',
      pending_limit: { amount: eur(40_000), interval: 'day' },
    });
  });

  it.each([
    [{ amount: eur(1_000_001) }, { amount: ['too_high'] }],
    [{ amount: eur(99) }, { amount: ['too_low'] }],
    [{ amount: { fractional: 12.5, currency: 'EUR' } }, { amount: ['invalid'] }],
    [{ amount: { fractional: 1000, currency: 'USD' } }, { 'amount.currency': ['not_supported'] }],
    [{}, { amount: ['required'] }],
    [{ amount: eur(1000), interval: 'year' }, { interval: ['invalid'] }],
  ])('refuses %j with field errors', (body, errors) => {
    const s = setup();
    expect(platformError(() => s.platform.setPersonalLimit(s.token, 'purchase', body as never)).body).toEqual({
      global_errors: [],
      attribute_errors: errors,
    });
  });
});

describe('personal deposit limit', () => {
  it('the maximum follows the verification level: 100 € unverified, 1.000 € verified', () => {
    const newcomer = setup('neu@tippwerk.de');
    expect(
      platformError(() => newcomer.platform.setPersonalLimit(newcomer.token, 'deposit', { amount: eur(10_001) })).body
        .attribute_errors,
    ).toEqual({ amount: ['too_high'] });
    newcomer.platform.setPersonalLimit(newcomer.token, 'deposit', { amount: eur(10_000) });
    const verified = setup();
    expect(
      platformError(() => verified.platform.setPersonalLimit(verified.token, 'deposit', { amount: eur(100_001) })).body
        .attribute_errors,
    ).toEqual({ amount: ['too_high'] });
    verified.platform.setPersonalLimit(verified.token, 'deposit', { amount: eur(100_000) });
    expect(verified.platform.limits(verified.token).deposit_limits.personal).toMatchObject({
      amount: eur(100_000),
      interval: 'month',
    });
  });

  it('deposits over the limit in its interval are deposit_limit (SEPA, card, PayPal); up to it they pass', () => {
    const s = setup();
    const used = usedSoFar(s, 'deposit', 'week');
    s.platform.setPersonalLimit(s.token, 'deposit', { amount: eur(used + 3000), interval: 'week' });
    expect(platformError(() => s.platform.chargeSepa(s.token, movement('tx-1', 3001))).body.global_errors).toEqual([
      'deposit_limit',
    ]);
    expect(platformError(() => s.platform.chargeCard(s.token, cardCharge('tx-2', 3001))).body.global_errors).toEqual([
      'deposit_limit',
    ]);
    expect(
      platformError(() => s.platform.preparePaypalCharge(s.token, movement('tx-3', 3001))).body.global_errors,
    ).toEqual(['deposit_limit']);
    s.platform.chargeSepa(s.token, movement('tx-4', 3000));
    expect(s.platform.limits(s.token).deposit_limits.personal?.remaining_amount).toEqual(eur(0));
  });

  it('a raise waits 7 days by law', () => {
    const s = setup();
    const used = usedSoFar(s, 'deposit', 'month');
    s.platform.setPersonalLimit(s.token, 'deposit', { amount: eur(used + 1000), interval: 'month' });
    s.platform.setPersonalLimit(s.token, 'deposit', { amount: eur(used + 20_000) });
    expect(s.platform.limits(s.token).deposit_limits.personal?.pending_limit?.active_at).toBe('2026-03-11T16:59:00Z');
    expect(platformError(() => s.platform.chargeSepa(s.token, movement('tx-1', 2000))).body.global_errors).toEqual([
      'deposit_limit',
    ]);
    later(s, 7 * DAY);
    s.platform.chargeSepa(s.token, movement('tx-1', 2000));
  });
});

describe('LUGAS limit (PUT /my/lugas_limit)', () => {
  it('lower applies at once and refuses deposits beyond it this calendar month', () => {
    const s = setup();
    const used = lugasUsed(s);
    s.platform.setLugasLimit(s.token, { amount: eur(used + 5000) });
    expect(platformError(() => s.platform.chargeSepa(s.token, movement('tx-1', 5001))).body.global_errors).toEqual([
      'deposit_limit',
    ]);
    s.platform.chargeSepa(s.token, movement('tx-2', 5000));
    expect(s.platform.limits(s.token).lugas_limit).toMatchObject({
      amount: eur(used + 5000),
      remaining_amount: eur(0),
    });
    // 1 April 00:00 Berlin (CEST): a new month.
    later(s, 27 * DAY + 5 * 60 + 1);
    expect(s.platform.limits(s.token).lugas_limit.remaining_amount).toEqual(eur(used + 5000));
  });

  it('higher waits 7 days; never above 1.000 €', () => {
    const s = setup();
    s.platform.setLugasLimit(s.token, { amount: eur(20_000) });
    s.platform.setLugasLimit(s.token, { amount: eur(50_000) });
    expect(s.platform.limits(s.token).lugas_limit).toMatchObject({
      amount: eur(20_000),
      pending_limit: { amount: eur(50_000), interval: 'month', active_at: '2026-03-11T16:59:00Z' },
    });
    later(s, 7 * DAY);
    expect(s.platform.limits(s.token).lugas_limit).toMatchObject({ amount: eur(50_000), pending_limit: null });
    expect(
      platformError(() => s.platform.setLugasLimit(s.token, { amount: eur(100_001) })).body.attribute_errors,
    ).toEqual({ amount: ['too_high'] });
  });

  it('the default 1.000 € already refuses a month’s deposits beyond it', () => {
    const s = setup();
    s.platform.chargeSepa(s.token, movement('tx-1', 100_000 - lugasUsed(s)));
    expect(platformError(() => s.platform.chargeSepa(s.token, movement('tx-2', 1))).body.global_errors).toEqual([
      'deposit_limit',
    ]);
  });
});

describe('self-lock (Spielpause)', () => {
  it('a locked player can neither deposit nor buy', () => {
    const s = setup();
    s.platform.lockTemporary(s.token, { till: '2026-03-05T16:59:00Z' });
    expect(platformError(() => s.platform.chargeSepa(s.token, movement('tx-1', 1000))).body.global_errors).toEqual([
      'addiction_locked',
    ]);
    expect(platformError(() => s.platform.chargeCard(s.token, cardCharge('tx-2', 1000))).body.global_errors).toEqual([
      'addiction_locked',
    ]);
    expect(platformError(() => buy(s, 'o-1')).body.global_errors).toEqual(['addiction_locked']);
    later(s, DAY);
    s.platform.chargeSepa(s.token, movement('tx-3', 1000));
  });
});
