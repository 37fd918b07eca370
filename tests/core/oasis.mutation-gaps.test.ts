import { describe, expect, it } from 'vitest';
import {
  COOLING_OFF_MINUTES,
  coveredByOasis,
  earliestSelfExclusionEnd,
  INACTIVITY_MINUTES,
  kenoAvailability,
  SELF_EXCLUSION_DURATIONS,
  selfExclusionEnd,
  type GamblingRestrictions,
} from '../../core/domain/oasis';
import { Temporal } from '../../core/shared/temporal';

const at = (iso: string) => Temporal.Instant.from(iso);
const FREE: GamblingRestrictions = { oasisLocked: false, selfExclusion: null, coolingOff: null };

describe('the products and periods of OASIS', () => {
  it('covers KENO only; LOTTO, Eurojackpot and GlücksSpirale draw at most twice a week', () => {
    expect(coveredByOasis('keno_regular')).toBe(true);
    for (const product of [
      'lotto6aus49_regular',
      'lotto6aus49_system',
      'eurojackpot_regular',
      'gluecksspirale_regular',
    ]) {
      expect(coveredByOasis(product)).toBe(false);
    }
  });

  it('waits 5 minutes, after 30 minutes without a call; a Selbstsperre lasts 3 or 6 months, a year or unlimited', () => {
    expect(COOLING_OFF_MINUTES).toBe(5);
    expect(INACTIVITY_MINUTES).toBe(30);
    expect(SELF_EXCLUSION_DURATIONS).toEqual(['3m', '6m', '1y', 'unlimited']);
  });
});

describe('selfExclusionEnd', () => {
  const now = at('2026-01-15T10:00:00Z');

  it('lasts through the last Berlin day of the period, until the following midnight', () => {
    expect(selfExclusionEnd('3m', now)?.toString()).toBe('2026-04-15T22:00:00Z');
    expect(selfExclusionEnd('6m', now)?.toString()).toBe('2026-07-15T22:00:00Z');
    expect(selfExclusionEnd('1y', now)?.toString()).toBe('2027-01-15T23:00:00Z');
  });

  it('counts from the Berlin date, not the UTC date', () => {
    // 23:30 UTC on 31 January is already 1 February in Berlin.
    expect(selfExclusionEnd('3m', at('2026-01-31T23:30:00Z'))?.toString()).toBe('2026-05-01T22:00:00Z');
  });

  it('has no end when unlimited', () => {
    expect(selfExclusionEnd('unlimited', now)).toBeNull();
  });

  it('is never before the earliest end the platform accepts', () => {
    for (const duration of ['3m', '6m', '1y'] as const) {
      const end = selfExclusionEnd(duration, now)!;
      expect(Temporal.Instant.compare(end, earliestSelfExclusionEnd(now))).toBeGreaterThan(0);
    }
  });
});

describe('earliestSelfExclusionEnd', () => {
  it('is three months later on the Berlin clock', () => {
    expect(earliestSelfExclusionEnd(at('2026-01-15T10:00:00Z')).toString()).toBe('2026-04-15T09:00:00Z');
    expect(earliestSelfExclusionEnd(at('2026-06-15T10:00:00Z')).toString()).toBe('2026-09-15T10:00:00Z');
  });
});

describe('kenoAvailability', () => {
  const now = at('2026-03-01T12:00:00Z');

  it('playable without restrictions', () => {
    expect(kenoAvailability(FREE, now)).toEqual({ kind: 'playable' });
  });

  it('self-excluded first, with its end', () => {
    const restrictions: GamblingRestrictions = {
      oasisLocked: true,
      selfExclusion: { since: '2026-02-01T00:00:00Z', till: '2026-05-01T22:00:00Z' },
      coolingOff: { until: '2026-03-01T12:05:00Z', reason: 'inactivity' },
    };
    expect(kenoAvailability(restrictions, now)).toEqual({ kind: 'self_excluded', till: '2026-05-01T22:00:00Z' });
    expect(kenoAvailability({ ...FREE, selfExclusion: { since: '2026-02-01T00:00:00Z', till: null } }, now)).toEqual({
      kind: 'self_excluded',
      till: null,
    });
  });

  it('then locked in OASIS', () => {
    expect(
      kenoAvailability(
        { ...FREE, oasisLocked: true, coolingOff: { until: '2026-03-01T12:05:00Z', reason: 'inactivity' } },
        now,
      ),
    ).toEqual({ kind: 'oasis_locked' });
  });

  it('then waiting while the 5 minutes run, with the end and the reason', () => {
    expect(
      kenoAvailability({ ...FREE, coolingOff: { until: '2026-03-01T12:00:01Z', reason: 'provider_switch' } }, now),
    ).toEqual({ kind: 'cooling_off', until: '2026-03-01T12:00:01Z', reason: 'provider_switch' });
  });

  it('playable once the wait is over, from its last instant on', () => {
    expect(
      kenoAvailability({ ...FREE, coolingOff: { until: '2026-03-01T12:00:00Z', reason: 'inactivity' } }, now),
    ).toEqual({ kind: 'playable' });
    expect(
      kenoAvailability({ ...FREE, coolingOff: { until: '2026-03-01T11:59:00Z', reason: 'inactivity' } }, now),
    ).toEqual({ kind: 'playable' });
  });
});
