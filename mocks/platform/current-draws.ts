import type { CurrentDrawDto } from '../../adapters/http/wire/lottery-store.dto';
import { Temporal } from '../../core/shared/temporal';
import { CATALOGUE_SETTINGS, LOTTERIES } from './catalogue-config';
import { findProduct } from './catalogue';
import { PlatformError } from './platform-api';
import { nextDraw } from './schedule';
import type { PlatformState } from './state';

/** The next draw still on sale for each recurring event of the product's lottery, earliest first. */
export function currentDraws(state: PlatformState, productIdentifier: string, now: Temporal.Instant): CurrentDrawDto[] {
  const product = findProduct(productIdentifier);
  if (!product) throw new PlatformError(404, { code: 'not_found' });
  const lottery = LOTTERIES[product.lottery];
  const jackpot = state.jackpots[lottery.identifier] ?? null;
  return lottery.events
    .map((event) => nextDraw(event, now))
    .sort((a, b) => Temporal.Instant.compare(a.drawingTime, b.drawingTime))
    .map((slot) => ({
      lottery_identifier: lottery.identifier,
      drawing_time: slot.drawingTime.toString(),
      sale_stop_time: slot.saleStopTime.toString(),
      jackpot: jackpot === null ? null : { fractional: jackpot, currency: CATALOGUE_SETTINGS.currency },
      recurring_draw_event_identifier: slot.event,
    }));
}
