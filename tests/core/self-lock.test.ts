import { describe, expect, it } from 'vitest';
import { LOCK_DURATIONS, lockEnd } from '../../core/domain/self-lock';
import { Temporal } from '../../core/shared/temporal';

const at = (iso: string) => Temporal.Instant.from(iso);
const till = (result: ReturnType<typeof lockEnd>) => ('till' in result ? result.till.toString() : result.problem);

describe('Spielpause end', () => {
  it('24 hours are 24 real hours, also across the DST change', () => {
    expect(till(lockEnd('24h', at('2026-03-28T12:00:00Z')))).toBe('2026-03-29T12:00:00Z');
  });

  it('7 days keep the wall-clock time in Berlin across the DST change', () => {
    // Saturday 13:00 CET → Saturday 13:00 CEST.
    expect(till(lockEnd('7d', at('2026-03-28T12:00:00Z')))).toBe('2026-04-04T11:00:00Z');
  });

  it('months are calendar months (31 January → 28 February)', () => {
    expect(till(lockEnd('1m', at('2026-01-31T10:00:00Z')))).toBe('2026-02-28T10:00:00Z');
    expect(till(lockEnd('3m', at('2026-11-18T09:00:00Z')))).toBe('2027-02-18T09:00:00Z');
  });

  it('a custom date pauses through that whole Berlin day', () => {
    expect(till(lockEnd('custom', at('2026-11-18T09:00:00Z'), '2026-11-18'))).toBe('2026-11-18T23:00:00Z');
    expect(till(lockEnd('custom', at('2026-11-18T09:00:00Z'), '2027-07-01'))).toBe('2027-07-01T22:00:00Z');
  });

  it('explains a missing, malformed, past or too distant custom date', () => {
    const now = at('2026-11-18T09:00:00Z');
    expect(till(lockEnd('custom', now, ''))).toBe('required');
    expect(till(lockEnd('custom', now, '18.11.2026'))).toBe('invalid');
    expect(till(lockEnd('custom', now, '2026-02-30'))).toBe('invalid');
    expect(till(lockEnd('custom', now, '2026-11-17'))).toBe('not_in_future');
    expect(till(lockEnd('custom', now, '2036-11-18'))).toBe('too_far_in_future');
    expect(till(lockEnd('custom', now, '2036-11-17'))).toBe('2036-11-17T23:00:00Z');
  });
});

describe('Spielpause: the custom date as typed', () => {
  const now = Temporal.Instant.from('2026-03-01T12:00:00Z');

  it('offers 24 hours, 7 days, 1 and 3 months and a date of the player’s own', () => {
    expect(LOCK_DURATIONS).toEqual(['24h', '7d', '1m', '3m', 'custom']);
  });

  it('asks for a date when none is given', () => {
    expect(lockEnd('custom', now)).toEqual({ problem: 'required' });
  });

  it('takes the date with spaces around it', () => {
    expect(lockEnd('custom', now, ' 2026-05-01 ')).toEqual(lockEnd('custom', now, '2026-05-01'));
    expect('till' in lockEnd('custom', now, ' 2026-05-01 ')).toBe(true);
  });

  it('takes YYYY-MM-DD only, not the other forms Temporal would read', () => {
    for (const text of ['2026-05-01T10:00', '+002026-05-01', '20260501', '2026-05-01x', 'x2026-05-01']) {
      expect(lockEnd('custom', now, text), text).toEqual({ problem: 'invalid' });
    }
  });
});
