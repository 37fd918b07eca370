import { describe, expect, it } from 'vitest';
import { berlinDateOf } from '../../core/domain/draw';
import { archiveShows, groupByYearAndMonth } from '../../core/domain/results-archive';

const show = (id: string, broadcastTime: string) => ({ id, broadcastTime });
const dateOf = (s: { broadcastTime: string }) => berlinDateOf(s.broadcastTime);
const ids = (shows: readonly { id: string }[]) => shows.map((s) => s.id);

describe('groupByYearAndMonth: order', () => {
  it('puts the first of a month after the last day of the month before (newest first)', () => {
    const groups = groupByYearAndMonth(
      [show('jan31', '2026-01-31T12:00:00Z'), show('feb1', '2026-02-01T12:00:00Z')],
      dateOf,
    );
    expect(groups.map((y) => y.months.map((m) => [m.month, ids(m.items)]))).toEqual([
      [
        [2, ['feb1']],
        [1, ['jan31']],
      ],
    ]);
  });

  it('keeps many shows of one day in their order', () => {
    const sameDay = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, i) => show(id, `2026-03-01T1${i}:00:00Z`));
    const groups = groupByYearAndMonth([show('older', '2026-02-28T12:00:00Z'), ...sameDay], dateOf);
    expect(groups[0]?.months.map((m) => ids(m.items))).toEqual([['a', 'b', 'c', 'd', 'e', 'f'], ['older']]);
  });
});

describe('archiveShows (two years back from the newest show)', () => {
  it('newest first, whatever the input order', () => {
    const shows = [
      show('mid', '2025-06-04T17:25:00Z'),
      show('newest', '2026-01-03T18:25:00Z'),
      show('old', '2024-06-01T18:25:00Z'),
      show('later', '2025-12-31T17:25:00Z'),
    ];
    expect(ids(archiveShows(shows))).toEqual(['newest', 'later', 'mid', 'old']);
  });

  it('starts at Berlin midnight after the day two years before the newest show', () => {
    // Newest on 03.01.2026 (Berlin): the archive starts on 04.01.2024, 00:00 Berlin = 23:00 UTC the day before.
    const shows = [
      show('newest', '2026-01-03T18:25:00Z'),
      show('first-kept', '2024-01-03T23:00:00Z'),
      show('just-before', '2024-01-03T22:59:59Z'),
      show('two-years-ago', '2024-01-03T18:25:00Z'),
    ];
    expect(ids(archiveShows(shows))).toEqual(['newest', 'first-kept']);
  });

  it('reads instants with an offset, milliseconds or in other forms alike', () => {
    const shows = [
      show('offset', '2026-01-03T19:25:00+01:00'),
      show('millis', '2026-01-02T18:25:00.500Z'),
      show('no-seconds', '2026-01-01T18:25Z'),
      show('nanos', '2025-12-31T18:25:00.123456789Z'),
    ];
    expect(ids(archiveShows(shows))).toEqual(['offset', 'millis', 'no-seconds', 'nanos']);
  });

  it('is empty without shows', () => {
    expect(archiveShows([])).toEqual([]);
  });
});
