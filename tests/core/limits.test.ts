import { describe, expect, it } from 'vitest';
import {
  appliesAtOnce,
  DEPOSIT_ELEVATION_DELAY_MINUTES,
  inWindow,
  isLimitInterval,
  LIMIT_INTERVALS,
  limitAmountProblem,
  limitWindow,
  maxDepositLimit,
  maxPurchaseLimit,
  remainingCents,
  SettingsLoadError,
  stakesNoticeDue,
  stakesPeriod,
  type MaxLimits,
} from '../../core/domain/limits';
import { money } from '../../core/domain/money';
import { Temporal } from '../../core/shared/temporal';

const at = (iso: string) => Temporal.Instant.from(iso);
const window = (interval: 'day' | 'week' | 'month', iso: string) => {
  const w = limitWindow(interval, at(iso));
  return {
    start: w.start.toString(),
    end: w.end.toString(),
    hours: (w.end.epochMilliseconds - w.start.epochMilliseconds) / 3_600_000,
  };
};

describe('limit windows (calendar intervals in Europe/Berlin)', () => {
  it('a day runs from Berlin midnight to midnight', () => {
    expect(window('day', '2026-11-18T09:00:00Z')).toEqual({
      start: '2026-11-17T23:00:00Z',
      end: '2026-11-18T23:00:00Z',
      hours: 24,
    });
    // 00:30 Berlin already belongs to the new day although it is still the day before in UTC.
    expect(window('day', '2026-11-18T23:30:00Z').start).toBe('2026-11-18T23:00:00Z');
  });

  it('the day clocks go forward (last Sunday of March) has 23 hours', () => {
    expect(window('day', '2026-03-29T12:00:00Z')).toEqual({
      start: '2026-03-28T23:00:00Z',
      end: '2026-03-29T22:00:00Z',
      hours: 23,
    });
  });

  it('the day clocks go back (last Sunday of October) has 25 hours', () => {
    expect(window('day', '2026-10-25T12:00:00Z')).toEqual({
      start: '2026-10-24T22:00:00Z',
      end: '2026-10-25T23:00:00Z',
      hours: 25,
    });
    // 02:30 happens twice that night; both belong to the same day.
    expect(window('day', '2026-10-25T00:30:00Z').start).toBe('2026-10-24T22:00:00Z');
    expect(window('day', '2026-10-25T01:30:00Z').start).toBe('2026-10-24T22:00:00Z');
  });

  it('a week starts on Monday; Sunday night still belongs to it, across the DST change', () => {
    expect(window('week', '2026-03-29T21:59:59Z')).toEqual({
      start: '2026-03-22T23:00:00Z',
      end: '2026-03-29T22:00:00Z',
      hours: 167,
    });
    expect(window('week', '2026-03-29T22:00:00Z').start).toBe('2026-03-29T22:00:00Z');
    expect(window('week', '2026-10-21T10:00:00Z').hours).toBe(169);
  });

  it('a month ends at Berlin midnight of its last day, also in leap years and at DST', () => {
    expect(window('month', '2026-03-31T21:59:59Z')).toEqual({
      start: '2026-02-28T23:00:00Z',
      end: '2026-03-31T22:00:00Z',
      hours: 743,
    });
    expect(window('month', '2026-03-31T22:00:00Z').start).toBe('2026-03-31T22:00:00Z');
    expect(window('month', '2028-02-29T22:59:59Z')).toMatchObject({
      start: '2028-01-31T23:00:00Z',
      end: '2028-02-29T23:00:00Z',
    });
    expect(window('month', '2026-12-31T23:00:00Z').start).toBe('2026-12-31T23:00:00Z');
  });

  it('inWindow includes the start and excludes the end', () => {
    const w = limitWindow('day', at('2026-11-18T09:00:00Z'));
    expect(inWindow(w, '2026-11-17T23:00:00Z')).toBe(true);
    expect(inWindow(w, '2026-11-18T22:59:59.999Z')).toBe(true);
    expect(inWindow(w, '2026-11-18T23:00:00Z')).toBe(false);
    expect(inWindow(w, '2026-11-17T22:59:59.999Z')).toBe(false);
    expect(inWindow(w, at('2026-11-18T12:00:00Z'))).toBe(true);
  });
});

describe('which limit changes apply at once', () => {
  const limit = (amountCents: number, interval: 'day' | 'week' | 'month') => ({ amountCents, interval });

  it('a first limit and a lower one apply at once', () => {
    expect(appliesAtOnce(null, limit(5000, 'week'))).toBe(true);
    expect(appliesAtOnce(limit(5000, 'week'), limit(2000, 'week'))).toBe(true);
    expect(appliesAtOnce(limit(5000, 'week'), limit(5000, 'week'))).toBe(true);
  });

  it('a higher limit and a removal wait', () => {
    expect(appliesAtOnce(limit(5000, 'week'), limit(5001, 'week'))).toBe(false);
    expect(appliesAtOnce(limit(5000, 'week'), null)).toBe(false);
  });

  it('the same money over a longer interval is stricter; a shorter interval is not', () => {
    expect(appliesAtOnce(limit(10_000, 'day'), limit(10_000, 'week'))).toBe(true);
    expect(appliesAtOnce(limit(50_000, 'month'), limit(40_000, 'day'))).toBe(false);
  });

  it('remaining amount never goes below zero', () => {
    expect(remainingCents(5000, 1200)).toBe(3800);
    expect(remainingCents(5000, 7000)).toBe(0);
  });
});

describe('limit bounds', () => {
  const euros = (e: number) => ({ amount: money(e * 100), interval: 'month' as const });
  const max: MaxLimits = {
    deposit: {
      personal: euros(10_000),
      platformDefault: euros(1000),
      legal: { initial: euros(100), provisionallyVerified: euros(100), verified: euros(1000) },
    },
    purchase: { personal: { ...euros(10_000), elevationDelayInMinutes: 10_080 } },
  };

  it('the deposit maximum follows the verification level', () => {
    expect(maxDepositLimit(max, 'unverified').fractional).toBe(10_000);
    expect(maxDepositLimit(max, 'provisionally_verified').fractional).toBe(10_000);
    expect(maxDepositLimit(max, 'fully_verified').fractional).toBe(100_000);
    expect(maxPurchaseLimit(max).fractional).toBe(1_000_000);
  });

  it('each verification level has its own legal deposit ceiling, capped by the shop’s personal maximum', () => {
    const levels: MaxLimits = {
      ...max,
      deposit: {
        ...max.deposit,
        personal: euros(800),
        legal: { initial: euros(100), provisionallyVerified: euros(300), verified: euros(1000) },
      },
    };
    expect(maxDepositLimit(levels, 'unverified').fractional).toBe(10_000);
    expect(maxDepositLimit(levels, 'provisionally_verified').fractional).toBe(30_000);
    // The law would allow 1.000 €, the shop's own ceiling is 800 €: the lower one counts.
    expect(maxDepositLimit(levels, 'fully_verified').fractional).toBe(80_000);
  });

  it('amounts are whole cents from 1 € to the maximum', () => {
    expect(limitAmountProblem(100, 10_000)).toBeNull();
    expect(limitAmountProblem(10_000, 10_000)).toBeNull();
    expect(limitAmountProblem(99, 10_000)).toBe('too_low');
    expect(limitAmountProblem(10_001, 10_000)).toBe('too_high');
    expect(limitAmountProblem(12.5, 10_000)).toBe('invalid');
    expect(limitAmountProblem('100', 10_000)).toBe('invalid');
  });
});

describe('stakes-and-winnings notice', () => {
  it('is due without a confirmation or with an unreadable one', () => {
    expect(stakesNoticeDue(null, at('2026-11-18T09:00:00Z'))).toBe(true);
    expect(stakesNoticeDue('gestern', at('2026-11-18T09:00:00Z'))).toBe(true);
  });

  it('is not due again on the same Berlin day, and due again after Berlin midnight', () => {
    expect(stakesNoticeDue('2026-11-17T23:05:00Z', at('2026-11-18T22:59:00Z'))).toBe(false);
    expect(stakesNoticeDue('2026-11-18T22:59:00Z', at('2026-11-18T23:00:00Z'))).toBe(true);
    // 23:30 UTC on 28 March is already 29 March in Berlin, the day of the DST change.
    expect(stakesNoticeDue('2026-03-28T23:30:00Z', at('2026-03-29T21:30:00Z'))).toBe(false);
  });

  it('covers the last 30 days', () => {
    const { from, to } = stakesPeriod(at('2026-11-18T09:00:00Z'));
    expect([from.toString(), to.toString()]).toEqual(['2026-10-19T09:00:00Z', '2026-11-18T09:00:00Z']);
  });
});

describe('limit intervals and delays', () => {
  it('a player chooses a day, a week or a month, in that order; nothing else is an interval', () => {
    expect(LIMIT_INTERVALS).toEqual(['day', 'week', 'month']);
    for (const interval of ['day', 'week', 'month']) expect(isLimitInterval(interval)).toBe(true);
    for (const other of ['year', 'Day', '', null, undefined, 7]) expect(isLimitInterval(other)).toBe(false);
  });

  it('a higher deposit limit waits seven days (GlüStV §6c)', () => {
    expect(DEPOSIT_ELEVATION_DELAY_MINUTES).toBe(10_080);
  });

  it('a settings load failure is a 500 for the error page and keeps its cause', () => {
    const cause = new Error('503');
    const error = new SettingsLoadError(cause);
    expect(error).toMatchObject({ name: 'SettingsLoadError', message: 'Settings load failure', status: 500, cause });
  });
});
