import { BERLIN, Temporal } from '../../core/shared/temporal';
import type { DrawEventConfig } from './catalogue-config';

/**
 * Draw dates from Berlin wall times. Everything steps over calendar dates (PlainDate) and only
 * then converts to instants, so 18:25 stays 18:25 across the DST switch (a week is not 168 h).
 */
export interface DrawSlot {
  event: string;
  /** Berlin calendar date of the draw. */
  date: Temporal.PlainDate;
  drawingTime: Temporal.Instant;
  saleStopTime: Temporal.Instant;
}

const atBerlin = (date: Temporal.PlainDate, time: string): Temporal.Instant =>
  date.toZonedDateTime({ timeZone: BERLIN, plainTime: Temporal.PlainTime.from(time) }).toInstant();

const isDrawDay = (event: DrawEventConfig, date: Temporal.PlainDate): boolean =>
  event.weekday === null || date.dayOfWeek === event.weekday;

function slotOn(event: DrawEventConfig, date: Temporal.PlainDate): DrawSlot {
  return {
    event: event.identifier,
    date,
    drawingTime: atBerlin(date, event.drawTime),
    saleStopTime: atBerlin(date, event.saleStop),
  };
}

export const berlinDate = (instant: Temporal.Instant): Temporal.PlainDate =>
  instant.toZonedDateTimeISO(BERLIN).toPlainDate();

/** The first draw of `event` whose sale stop is still after `after` (sale stop itself is too late). */
export function nextDraw(event: DrawEventConfig, after: Temporal.Instant): DrawSlot {
  let date = berlinDate(after);
  // At most 8 days: a weekly event whose sale stop passed today recurs 7 days later.
  for (let day = 0; day <= 8; day += 1) {
    if (isDrawDay(event, date)) {
      const slot = slotOn(event, date);
      if (Temporal.Instant.compare(slot.saleStopTime, after) > 0) return slot;
    }
    date = date.add({ days: 1 });
  }
  throw new Error(`No draw found for event ${event.identifier}`);
}

/** `count` consecutive draws of `event`, the first being the next one still on sale after `after`. */
export function drawsFrom(event: DrawEventConfig, after: Temporal.Instant, count: number): DrawSlot[] {
  const slots: DrawSlot[] = [];
  let slot = nextDraw(event, after);
  while (slots.length < count) {
    slots.push(slot);
    let date = slot.date.add({ days: 1 });
    while (!isDrawDay(event, date)) date = date.add({ days: 1 });
    slot = slotOn(event, date);
  }
  return slots;
}

/** The first draw of `event` drawn at or after `instant`: the draw a client means by a first drawing time. */
export function drawAtOrAfter(event: DrawEventConfig, instant: Temporal.Instant): DrawSlot {
  let date = berlinDate(instant);
  for (let day = 0; day <= 8; day += 1) {
    if (isDrawDay(event, date)) {
      const slot = slotOn(event, date);
      if (Temporal.Instant.compare(slot.drawingTime, instant) >= 0) return slot;
    }
    date = date.add({ days: 1 });
  }
  throw new Error(`No draw found for event ${event.identifier}`);
}

/** First draw of `event` on or after a calendar date (YYYY-MM-DD): `first_drawing_time` of the catalogue. */
export function firstDrawOnOrAfter(event: DrawEventConfig, isoDate: string): DrawSlot {
  let date = Temporal.PlainDate.from(isoDate);
  while (!isDrawDay(event, date)) date = date.add({ days: 1 });
  return slotOn(event, date);
}

/** Draw ids are derived, so every receipt for the same draw points at the same draw. */
export const drawIdOf = (lottery: string, slot: DrawSlot): string =>
  `${lottery}-${slot.date.toString().replaceAll('-', '')}-${slot.event}`;
