import { describe, expect, it } from 'vitest';
import { Temporal } from '../../core/shared/temporal';
import { berlinDateOf } from '../../core/domain/draw';
import {
  decideResultsPage,
  fillTitleTemplate,
  formatResultsDate,
  parseResultsDate,
  resultsDateOf,
  type ResultsDateParam,
  type ResultsLookup,
} from '../../core/domain/results-date';

const date = (iso: string) => Temporal.PlainDate.from(iso);

describe('the numbers-page date in the URL', () => {
  it.each([
    ['ziehung-21-11-2026', '2026-11-21'],
    ['ziehung-01-01-2025', '2025-01-01'],
    ['ziehung-29-02-2024', '2024-02-29'],
    ['Ziehung-31-12-2026', '2026-12-31'],
  ])('reads %s as %s', (param, expected) => {
    const parsed = parseResultsDate(param);
    expect(parsed.kind).toBe('date');
    expect(parsed.kind === 'date' && parsed.date.toString()).toBe(expected);
  });

  it.each([undefined, null, ''])('means the last show without a date (%j)', (param) => {
    expect(parseResultsDate(param)).toEqual({ kind: 'latest' });
  });

  it.each([
    ['31-02 does not exist', 'ziehung-31-02-2026'],
    ['29-02 in a common year', 'ziehung-29-02-2025'],
    ['month 13', 'ziehung-01-13-2026'],
    ['day 00', 'ziehung-00-11-2026'],
    ['ISO order', '2026-11-21'],
    ['no prefix', '21-11-2026'],
    ['another prefix', 'samstag-21-11-2026'],
    ['one-digit day', 'ziehung-1-11-2026'],
    ['two-digit year', 'ziehung-21-11-26'],
    ['dots', 'ziehung-21.11.2026'],
    ['trailing text', 'ziehung-21-11-2026x'],
    ['a word', 'archive'],
    ['script', '<script>'],
  ])('is malformed: %s (%s)', (_, param) => {
    expect(parseResultsDate(param)).toEqual({ kind: 'malformed' });
  });

  it('writes dd-MM-yyyy after the prefix, and parses back what it writes', () => {
    expect(formatResultsDate(date('2026-03-04'))).toBe('ziehung-04-03-2026');
    const parsed = parseResultsDate(formatResultsDate(date('2026-03-04')));
    expect(parsed.kind === 'date' && parsed.date.equals(date('2026-03-04'))).toBe(true);
  });

  it.each([
    // 23:30 UTC on 20.11. is already the 21st in Berlin (winter, +01:00).
    ['2026-11-20T23:30:00Z', '2026-11-21', 'ziehung-21-11-2026'],
    ['2026-11-21T18:25:00Z', '2026-11-21', 'ziehung-21-11-2026'],
    // Summer time (+02:00): 22:30 UTC is 00:30 the next day.
    ['2026-07-03T22:30:00Z', '2026-07-04', 'ziehung-04-07-2026'],
    ['2026-07-03T21:30:00Z', '2026-07-03', 'ziehung-03-07-2026'],
  ])('dates a show at %s on Berlin day %s', (instant, day, param) => {
    expect(berlinDateOf(instant).toString()).toBe(day);
    expect(resultsDateOf(instant)).toBe(param);
  });
});

describe('the page title template', () => {
  it.each([
    ['2026-11-18', 'Mittwoch'],
    ['2026-11-21', 'Samstag'],
    ['2026-11-22', 'Sonntag'],
    ['2026-11-23', 'Montag'],
    ['2026-11-24', 'Dienstag'],
    ['2026-11-26', 'Donnerstag'],
    ['2026-11-27', 'Freitag'],
  ])('names %s a %s', (day, weekday) => {
    expect(fillTitleTemplate('[WEEKDAY]', date(day))).toBe(weekday);
  });

  it('replaces [DATE] with dd.MM.yyyy and [WEEKDAY] with the long weekday, every time they occur', () => {
    expect(fillTitleTemplate('Lottozahlen vom [WEEKDAY], [DATE]', date('2026-03-04'))).toBe(
      'Lottozahlen vom Mittwoch, 04.03.2026',
    );
    expect(fillTitleTemplate('[DATE] – [DATE] ([WEEKDAY])', date('2026-01-02'))).toBe(
      '02.01.2026 – 02.01.2026 (Freitag)',
    );
    expect(fillTitleTemplate('Ohne Platzhalter', date('2026-01-02'))).toBe('Ohne Platzhalter');
  });
});

describe('what a numbers page does (spec/1 §2)', () => {
  const latest: ResultsDateParam = { kind: 'latest' };
  const dated: ResultsDateParam = { kind: 'date', date: date('2026-11-21') };
  const malformed: ResultsDateParam = { kind: 'malformed' };
  it.each<[string, ResultsDateParam, ResultsLookup, string]>([
    ['no date: the last show', latest, 'found', 'show'],
    ['no date and no shows at all: 404', latest, 'no_shows', 'not_found'],
    ['a date with its show', dated, 'found', 'show'],
    ['a date without a show: the archive', dated, 'no_show', 'archive'],
    ['a date while there are no shows at all: 404', dated, 'no_shows', 'not_found'],
    ['a malformed date: 404 whatever was found', malformed, 'found', 'not_found'],
    ['no date and no show found: 404, there is no archive day to show', latest, 'no_show', 'not_found'],
  ])('%s', (_, param, lookup, expected) => {
    expect(decideResultsPage(param, lookup)).toBe(expected);
  });
});

describe('the numbers-page date: nothing before the prefix', () => {
  it('refuses a parameter with anything before its prefix', () => {
    expect(parseResultsDate('1ziehung-21-11-2026')).toEqual({ kind: 'malformed' });
    expect(parseResultsDate('ziehung-21-11-2026')).toMatchObject({ kind: 'date' });
  });
});
