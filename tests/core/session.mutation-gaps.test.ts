import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../core/domain/errors';
import { isTransient, loginRetryDelay, SESSION } from '../../core/domain/session';
import { normalisePath, SEO_LANGUAGE, seoKey } from '../../core/domain/seo';
import { isPaymentMethodLabel, subscriptionFor, subscriptionPaymentLabel } from '../../core/domain/subscription';
import { isStatisticsLottery } from '../../core/domain/statistics-lotteries';
import type { PaymentMethod } from '../../core/domain/player';
import { LOTTO } from './support/lotto-definition';

describe('session constants (spec/2 §9)', () => {
  it('refresh every minute, log out after 30 minutes, check every 10 seconds, 8 login attempts', () => {
    expect(SESSION).toEqual({
      refreshIntervalMs: 60_000,
      inactivityLimitMs: 1_800_000,
      inactivityCheckMs: 10_000,
      login: { maxAttempts: 8, baseDelayMs: 250, factor: 1.5 },
    });
  });

  it('waits 250 ms before the second login attempt, 1.5 times longer each time, in whole milliseconds', () => {
    expect([1, 2, 3, 4, 5].map(loginRetryDelay)).toEqual([250, 375, 563, 844, 1266]);
  });
});

describe('isTransient', () => {
  it('no answer, or a status that says "later"', () => {
    expect(isTransient(new GatewayError(null, 'GET', '/x'))).toBe(true);
    for (const status of [408, 425, 429, 500, 502, 503, 504]) {
      expect(isTransient(new GatewayError(status, 'GET', '/x'))).toBe(true);
    }
  });

  it('not other statuses, and not errors that are no gateway errors', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 501, 505]) {
      expect(isTransient(new GatewayError(status, 'GET', '/x'))).toBe(false);
    }
    expect(isTransient(new Error('boom'))).toBe(false);
    expect(isTransient({ status: 503 })).toBe(false);
    expect(isTransient(null)).toBe(false);
  });
});

describe('SEO keys and paths', () => {
  it('one key per path, route name and date; German', () => {
    expect(seoKey({ path: '/lotto', routeName: 'lotto', date: null })).toBe('/lotto|lotto|');
    expect(seoKey({ path: '/lotto/zahlen', routeName: 'results', date: '2026-01-03' })).toBe(
      '/lotto/zahlen|results|2026-01-03',
    );
    expect(SEO_LANGUAGE).toBe('de');
  });

  it.each([
    ['/Lotto/Normalschein/', '/lotto/normalschein'],
    ['/lotto?x=1', '/lotto'],
    ['/lotto#top', '/lotto'],
    ['/lotto///', '/lotto'],
    ['/', '/'],
    ['', '/'],
    ['///', '/'],
    ['?x=1', '/'],
  ])('normalisePath(%j) is %j', (path, normalised) => {
    expect(normalisePath(path)).toBe(normalised);
  });
});

describe('subscriptions', () => {
  const method = (label: PaymentMethod['label'], isDefault = false): PaymentMethod => ({
    label,
    configurationId: label,
    possibleTransactionTypes: ['deposit'],
    stored: null,
    default: isDefault,
  });

  it('renew with the default method, else the only one, else SEPA direct debit', () => {
    expect(subscriptionPaymentLabel([method('paypal'), method('adyen_credit_card', true)])).toBe('adyen_credit_card');
    expect(subscriptionPaymentLabel([method('paypal')])).toBe('paypal');
    expect(subscriptionPaymentLabel([method('paypal'), method('adyen_credit_card')])).toBe('sepa_direct_debit');
    expect(subscriptionPaymentLabel([])).toBe('sepa_direct_debit');
  });

  it('knows the payment method labels', () => {
    for (const label of ['sepa_direct_debit', 'paypal', 'adyen_credit_card', 'adyen_paypal']) {
      expect(isPaymentMethodLabel(label)).toBe(true);
    }
    expect(isPaymentMethodLabel('cash')).toBe(false);
    expect(isPaymentMethodLabel('')).toBe(false);
  });

  it('are of the product’s own type, or none where the product sells none', () => {
    expect(subscriptionFor(LOTTO, 'paypal')).toEqual({ paymentMethodLabel: 'paypal', subscriptionType: 'weekly' });
    expect(subscriptionFor({ ...LOTTO, subscriptionTypes: [] }, 'paypal')).toBeNull();
  });
});

describe('isStatisticsLottery', () => {
  it('LOTTO and Eurojackpot have statistics pages', () => {
    expect(isStatisticsLottery('lotto6aus49')).toBe(true);
    expect(isStatisticsLottery('eurojackpot')).toBe(true);
    expect(isStatisticsLottery('keno')).toBe(false);
    expect(isStatisticsLottery('gluecksspirale')).toBe(false);
    expect(isStatisticsLottery('')).toBe(false);
  });
});
