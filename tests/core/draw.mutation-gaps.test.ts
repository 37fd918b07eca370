import { describe, expect, it } from 'vitest';
import { berlinDateOf, ticketNumbersOf, upcomingDrawKey, type DrawResultNumbers } from '../../core/domain/draw';
import { nextDrawOf, type CurrentDraw } from '../../core/domain/lottery';

describe('berlinDateOf', () => {
  it('the Berlin calendar day, also around midnight and in summer time', () => {
    expect(berlinDateOf('2026-01-03T18:25:00Z').toString()).toBe('2026-01-03');
    expect(berlinDateOf('2026-01-03T23:30:00Z').toString()).toBe('2026-01-04');
    expect(berlinDateOf('2026-07-03T22:30:00Z').toString()).toBe('2026-07-04');
    expect(berlinDateOf('2026-07-03T21:30:00Z').toString()).toBe('2026-07-03');
    // Asked again: the same answer.
    expect(berlinDateOf('2026-01-03T23:30:00Z').toString()).toBe('2026-01-04');
  });
});

describe('upcomingDrawKey', () => {
  it('the lottery and the Berlin weekday of the sale stop', () => {
    expect(upcomingDrawKey({ lotteryIdentifier: 'lotto6aus49', saleStopTime: '2026-01-03T17:00:00Z' })).toBe(
      'lotto6aus49_saturday',
    );
    expect(upcomingDrawKey({ lotteryIdentifier: 'lotto6aus49', saleStopTime: '2026-01-07T16:00:00Z' })).toBe(
      'lotto6aus49_wednesday',
    );
    expect(upcomingDrawKey({ lotteryIdentifier: 'eurojackpot', saleStopTime: '2026-01-09T18:00:00Z' })).toBe(
      'eurojackpot_friday',
    );
  });

  it('Monday and Sunday, the ends of the ISO week', () => {
    expect(upcomingDrawKey({ lotteryIdentifier: 'gluecksspirale', saleStopTime: '2026-01-05T12:00:00Z' })).toBe(
      'gluecksspirale_monday',
    );
    expect(upcomingDrawKey({ lotteryIdentifier: 'gluecksspirale', saleStopTime: '2026-01-04T12:00:00Z' })).toBe(
      'gluecksspirale_sunday',
    );
  });

  it('the weekday in Berlin, not in UTC', () => {
    // 23:30 UTC on a Friday is Saturday in Berlin.
    expect(upcomingDrawKey({ lotteryIdentifier: 'lotto6aus49', saleStopTime: '2026-01-02T23:30:00Z' })).toBe(
      'lotto6aus49_saturday',
    );
  });

  it('none for KENO, which draws every day', () => {
    expect(upcomingDrawKey({ lotteryIdentifier: 'keno', saleStopTime: '2026-01-03T17:00:00Z' })).toBeNull();
  });
});

describe('ticketNumbersOf', () => {
  const numbers: DrawResultNumbers = {
    main: [],
    extra: [],
    superNumber: null,
    tickets: [
      { game: 'gluecksspirale', tier: 3, numbers: ['123'] },
      { game: 'spiel77', tier: 1, numbers: ['1234567'] },
      { game: 'gluecksspirale', tier: 1, numbers: ['4'] },
      { game: 'gluecksspirale', tier: 2, numbers: ['56'] },
      { game: 'super6', tier: 1, numbers: ['123456'] },
    ],
  };

  it('only that game, in class order', () => {
    expect(ticketNumbersOf(numbers, 'gluecksspirale')).toEqual([
      { game: 'gluecksspirale', tier: 1, numbers: ['4'] },
      { game: 'gluecksspirale', tier: 2, numbers: ['56'] },
      { game: 'gluecksspirale', tier: 3, numbers: ['123'] },
    ]);
    expect(ticketNumbersOf(numbers, 'spiel77')).toEqual([{ game: 'spiel77', tier: 1, numbers: ['1234567'] }]);
    expect(ticketNumbersOf(numbers, 'plus5')).toEqual([]);
  });
});

describe('nextDrawOf', () => {
  const draw = (event: string, drawingTime: string): CurrentDraw => ({
    lotteryIdentifier: 'lotto6aus49',
    drawingTime,
    saleStopTime: drawingTime,
    jackpot: null,
    recurringDrawEventIdentifier: event,
  });
  const wednesday = draw('wednesday', '2026-01-07T17:25:00Z');
  const saturday = draw('saturday', '2026-01-03T18:25:00Z');
  const laterSaturday = draw('saturday', '2026-01-10T18:25:00Z');

  it('the earliest draw among the chosen draw events', () => {
    expect(nextDrawOf([laterSaturday, wednesday, saturday], ['wednesday', 'saturday'])).toBe(saturday);
    expect(nextDrawOf([laterSaturday, wednesday, saturday], ['wednesday'])).toBe(wednesday);
    expect(nextDrawOf([laterSaturday, wednesday], ['saturday'])).toBe(laterSaturday);
  });

  it('none when no draw of the chosen events is on sale', () => {
    expect(nextDrawOf([wednesday], ['saturday'])).toBeNull();
    expect(nextDrawOf([], ['saturday'])).toBeNull();
    expect(nextDrawOf([wednesday], [])).toBeNull();
  });
});
