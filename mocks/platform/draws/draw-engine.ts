import type { DrawDto, DrawTicketNumbersDto } from '../../../adapters/http/wire/draws.dto';
import type { DrawnNumbersDto } from '../../../adapters/http/wire/lottery-store.dto';
import { LOTTERY_IDENTIFIERS, type LotteryIdentifier } from '../../../core/domain/lottery';
import { Temporal } from '../../../core/shared/temporal';
import { CATALOGUE_SETTINGS, LOTTERIES } from '../catalogue-config';
import type { PlatformContext } from '../context';
import type { PlatformState } from '../state';
import { drawIdOfSlot, drawingMs, isoInstant, saleStopMs, slotsBetween, type CalendarSlot } from './draw-calendar';
import { marketOf, type Market } from './draw-market';
import { payoutOf, type Payout } from './draw-payout';
import type { DrawnRecord } from './draw-state';
import { carryInto } from './jackpot-chain';
import { settleDraw } from './settlement';

/**
 * The draw engine. Every draw up to `draw_engine.drawn_through` has happened: its result is the
 * stored one (a draw somebody's receipt played, or one a developer rigged) or else derived from
 * the seed on demand (draw-simulation.ts). Draws after it run when the clock passes them, on the
 * next request (runDueDraws), and every wager playing them is evaluated and paid.
 */

/** A draw of the world without the shop: the seed's market priced with this platform's carry. */
function worldDraw(state: PlatformState, slot: CalendarSlot): { market: Market; payout: Payout } {
  const market = marketOf(state.seed, slot);
  return { market, payout: payoutOf(market, carryInto(state, slot.lottery, slot.day)) };
}

/** The numbers of a draw nobody rigged, as the market drew them. */
function naturalDraw(seed: number, slot: CalendarSlot, settledAt: string): DrawnRecord {
  const market = marketOf(seed, slot);
  return {
    draw_id: drawIdOfSlot(slot),
    lottery_identifier: slot.lottery,
    drawing_time: isoInstant(drawingMs(slot)),
    drawn_numbers: structuredClone(market.numbers),
    addon_numbers: structuredClone(market.addons),
    settled_at: settledAt,
  };
}

export const drawnThroughMs = (state: PlatformState): number => Date.parse(state.draw_engine.drawn_through);

const isDrawn = (state: PlatformState, slot: CalendarSlot): boolean =>
  drawingMs(slot) <= drawnThroughMs(state) || state.draw_results[drawIdOfSlot(slot)] !== undefined;

const tickets = (game: string, numbers: DrawnNumbersDto): DrawTicketNumbersDto[] =>
  numbers.ticket_numbers.map((t) => ({
    lottery_identifier: game,
    tier: t.tier,
    ticket_numbers: [...t.ticket_numbers],
  }));

const money = (fractional: number) => ({ fractional, currency: CATALOGUE_SETTINGS.currency });

/** A draw as GET /shows/{id}/draws answers it; not drawn yet: no numbers, no odds, the advertised jackpot. */
export function drawDto(state: PlatformState, slot: CalendarSlot): DrawDto {
  const id = drawIdOfSlot(slot);
  const drawingTime = isoInstant(drawingMs(slot));
  const base = {
    id,
    lottery_type: slot.lottery === 'gluecksspirale' ? ('ticket' as const) : ('number' as const),
    lottery_identifier: slot.lottery,
    lottery_edition: 'standard',
    drawing_time: drawingTime,
    sale_stop_time: isoInstant(saleStopMs(slot)),
    recurring_draw_event_identifier: slot.event.identifier,
  };
  if (!isDrawn(state, slot)) {
    const jackpot = state.jackpots[slot.lottery] ?? null;
    return {
      ...base,
      jackpot: jackpot === null ? null : money(jackpot),
      stake: null,
      drawn_numbers: null,
      odds: [],
      updated_at: drawingTime,
    };
  }
  const { market, payout } = worldDraw(state, slot);
  const stored = state.draw_results[id];
  const numbers = stored?.drawn_numbers ?? market.numbers;
  const addons = stored?.addon_numbers ?? market.addons;
  // The GlücksSpirale drawn on a LOTTO Saturday is its own show; LOTTO's draw names only Spiel 77 and Super 6.
  const addonTickets = Object.entries(addons)
    .filter(([game]) => game !== 'gluecksspirale')
    .flatMap(([game, n]) => tickets(game, n));
  return {
    ...base,
    jackpot: payout.jackpotCents === null ? null : money(payout.jackpotCents),
    stake: money(market.stakeCents),
    drawn_numbers: {
      main_numbers: [...numbers.main_numbers],
      extra_numbers: [...numbers.extra_numbers],
      super_number: numbers.super_number,
      ticket_numbers: [
        ...(slot.lottery === 'gluecksspirale' ? tickets('gluecksspirale', numbers) : []),
        ...addonTickets,
      ],
    },
    odds: structuredClone([...(stored?.odds ?? payout.odds), ...(stored?.addon_odds ?? payout.addonOdds)]),
    updated_at: stored?.settled_at ?? drawingTime,
  };
}

/** The advertised jackpot of each lottery's next draw after the engine's cursor (current draws show it). */
export function refreshJackpots(state: PlatformState): void {
  const after = drawnThroughMs(state);
  for (const lottery of LOTTERY_IDENTIFIERS) {
    const config = LOTTERIES[lottery].jackpot;
    if (config.kind !== 'seeded') continue;
    const [slot] = slotsBetween(lottery, after, after + 8 * 86_400_000);
    if (slot) state.jackpots[lottery] = carryInto(state, lottery, slot.day).main.jackpot;
  }
}

/** Draws due up to `untilMs` (all lotteries, in drawing order). */
function dueSlots(state: PlatformState, untilMs: number): CalendarSlot[] {
  const from = drawnThroughMs(state);
  if (untilMs <= from) return [];
  return LOTTERY_IDENTIFIERS.flatMap((l: LotteryIdentifier) => slotsBetween(l, from, untilMs)).sort(
    (a, b) => drawingMs(a) - drawingMs(b) || a.lottery.localeCompare(b.lottery),
  );
}

/**
 * Runs every draw due up to `untilMs` (default: now): results of draws that receipts play are
 * stored and their wagers paid (settlement.ts, vouchers dated at the drawing time); draws nobody
 * played stay derived. A draw that already has a result (rigged) is not drawn again.
 * Answers the draws that ran.
 */
export function runDueDraws(ctx: PlatformContext, untilMs = ctx.now.epochMilliseconds): CalendarSlot[] {
  const { state } = ctx;
  const slots = dueSlots(state, untilMs);
  if (slots.length === 0) return [];
  const from = drawnThroughMs(state);
  const due = new Set(slots.map(drawIdOfSlot));
  const playing = new Map<string, PlatformState['receipts']>();
  for (const receipt of state.receipts) {
    for (const draw of receipt.draws) {
      if (!due.has(draw.id)) continue;
      const ms = Date.parse(draw.drawing_time);
      if (ms <= from || ms > untilMs) continue;
      playing.set(draw.id, [...(playing.get(draw.id) ?? []), receipt]);
    }
  }
  for (const slot of slots) {
    const id = drawIdOfSlot(slot);
    const receipts = playing.get(id);
    if (state.draw_results[id] || !receipts) continue;
    const at = Temporal.Instant.fromEpochMilliseconds(drawingMs(slot));
    settleDraw({ ...ctx, now: at }, naturalDraw(state.seed, slot, at.toString()), receipts);
  }
  state.draw_engine.drawn_through = isoInstant(untilMs);
  refreshJackpots(state);
  return slots;
}

/** States whose draws run only on request (settle and run-next controls); not saved, so a reset or restart turns automatic draws on again. */
const manual = new WeakSet<PlatformState>();

export const autoDrawsOn = (state: PlatformState): boolean => !manual.has(state);

export function setAutoDraws(state: PlatformState, enabled: boolean): void {
  if (enabled) manual.delete(state);
  else manual.add(state);
}
