import { describe, expect, it } from 'vitest';
import { focusedAddon, resultsTargetOf } from '../../core/domain/results-games';
import { archiveShows, archiveShowsLimit, groupByYearAndMonth } from '../../core/domain/results-archive';
import { berlinDateOf, type Show } from '../../core/domain/draw';

describe('which numbers page shows a game (spec/1 §2)', () => {
  it.each([
    ['lotto6aus49', { lottery: 'lotto6aus49', focus: null }],
    ['eurojackpot', { lottery: 'eurojackpot', focus: null }],
    ['keno', { lottery: 'keno', focus: null }],
    ['gluecksspirale', { lottery: 'gluecksspirale', focus: null }],
    ['spiel77', { lottery: 'lotto6aus49', focus: 'spiel77' }],
    ['super6', { lottery: 'lotto6aus49', focus: 'super6' }],
    ['plus5', { lottery: 'keno', focus: 'plus5' }],
  ])('%s → %j', (identifier, target) => {
    expect(resultsTargetOf(identifier)).toEqual(target);
  });

  it.each(['', 'lotto', 'SPIEL77', 'toString', '__proto__'])('knows nothing of %j', (identifier) => {
    expect(resultsTargetOf(identifier)).toBeNull();
  });

  it.each([
    ['lotto6aus49', 'spiel77', 'spiel77'],
    ['lotto6aus49', 'super6', 'super6'],
    ['keno', 'plus5', 'plus5'],
    ['keno', 'spiel77', null],
    ['lotto6aus49', 'plus5', null],
    ['eurojackpot', 'super6', null],
    ['lotto6aus49', 'lotto6aus49', null],
    ['lotto6aus49', 'quatsch', null],
    ['lotto6aus49', null, null],
  ] as const)('on the %s page, identifier=%s focuses %s', (lottery, identifier, focus) => {
    expect(focusedAddon(lottery, identifier)).toBe(focus);
  });
});

describe('the archive grouping', () => {
  const show = (id: string, broadcastTime: string) => ({ id, broadcastTime });
  const dateOf = (s: { broadcastTime: string }) => berlinDateOf(s.broadcastTime);

  it('groups by Berlin year and month, newest first, whatever the input order', () => {
    const groups = groupByYearAndMonth(
      [
        show('a', '2025-12-03T17:25:00Z'),
        show('c', '2026-01-03T18:25:00Z'),
        show('b', '2025-12-31T23:30:00Z'), // already 01.01.2026 in Berlin
        show('d', '2026-02-04T17:25:00Z'),
        show('e', '2026-02-07T18:25:00Z'),
      ],
      dateOf,
    );
    expect(groups.map((y) => [y.year, y.count, y.months.map((m) => [m.month, m.items.map((s) => s.id)])])).toEqual([
      [
        2026,
        4,
        [
          [2, ['e', 'd']],
          [1, ['c', 'b']],
        ],
      ],
      [2025, 1, [[12, ['a']]]],
    ]);
  });

  it('keeps the order of shows on the same day and asks for each date once', () => {
    let asked = 0;
    const groups = groupByYearAndMonth(
      [show('first', '2026-03-01T10:00:00+01:00'), show('second', '2026-03-01T09:30:00Z')],
      (s) => {
        asked += 1;
        return dateOf(s);
      },
    );
    expect(groups[0]?.months[0]?.items.map((s) => s.id)).toEqual(['first', 'second']);
    expect(asked).toBe(2);
  });

  it('is empty without shows', () => {
    expect(groupByYearAndMonth([], (s: { broadcastTime: string }) => dateOf(s))).toEqual([]);
  });
});

describe('how many shows the archive asks for', () => {
  /** Draw days by ISO weekday (LOTTERY-RULES §2) and an evening draw time in UTC. */
  const SCHEDULES = {
    lotto6aus49: [3, 6],
    eurojackpot: [2, 5],
    gluecksspirale: [6],
    keno: [1, 2, 3, 4, 5, 6, 7],
  } as const;

  it('holds every show of two years, whatever the newest day, and at most one more', () => {
    const DAY = 86_400_000;
    // Two weeks of newest days (every weekday once), in plain years and around 29 February 2028.
    const newestDays = ['2026-06-01', '2028-02-22', '2029-02-22'].flatMap((from) =>
      Array.from({ length: 14 }, (_, i) => Date.parse(`${from}T18:00:00Z`) + i * DAY),
    );
    for (const [lottery, weekdays] of Object.entries(SCHEDULES) as [keyof typeof SCHEDULES, readonly number[]][]) {
      const limit = archiveShowsLimit(lottery, 800);
      for (const newest of newestDays) {
        const isoWeekday = (at: number) => new Date(at).getUTCDay() || 7;
        if (!weekdays.includes(isoWeekday(newest))) continue;
        const shows: Show[] = [];
        for (let at = newest; shows.length < 800 && at > newest - 3 * 366 * DAY; at -= DAY)
          if (weekdays.includes(isoWeekday(at)))
            shows.push({ id: String(at), broadcastTime: new Date(at).toISOString() });
        const shown = archiveShows(shows).length;
        const day = new Date(newest).toISOString().slice(0, 10);
        expect(shown, `${lottery}, newest ${day}`).toBeLessThanOrEqual(limit);
        expect(limit - shown, `${lottery}, newest ${day}`).toBeLessThanOrEqual(1);
      }
    }
    expect(archiveShowsLimit('keno', 500)).toBe(500);
  });
});
