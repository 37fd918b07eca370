import type { LotteryWinningDto, ReceiptDto, WagerDto } from '../../../adapters/http/wire/lottery-store.dto';
import { CATALOGUE_SETTINGS, LOTTERIES } from '../catalogue-config';
import type { PlatformContext } from '../context';
import { bookLotteryWinning } from '../ledger/bookings';
import { markChanged } from '../state-journal';
import { dayOf, type CalendarSlot } from './draw-calendar';
import { marketOf } from './draw-market';
import { payoutOf } from './draw-payout';
import type { DrawnRecord, DrawResultRecord } from './draw-state';
import { classesHit, evaluateWager, type TierWin } from './evaluation';
import { carryInto } from './jackpot-chain';

const cents = (fractional: number) => ({ fractional, currency: CATALOGUE_SETTINGS.currency });

/** The calendar slot of a draw id `lotto6aus49-20261121-saturday` (also before the engine's epoch, for old demo states). */
function slotOfDrawId(drawId: string): CalendarSlot | null {
  const [lottery = '', date = '', identifier = ''] = drawId.split('-');
  if (!Object.hasOwn(LOTTERIES, lottery) || !/^\d{8}$/.test(date)) return null;
  const id = lottery as CalendarSlot['lottery'];
  const event = LOTTERIES[id].events.find((e) => e.identifier === identifier);
  return event ? { lottery: id, event, day: dayOf(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}`) } : null;
}

/** Pool games count every winning row; their rows are `normal` in the quota tables whatever the field type. */
function countKey(wager: WagerDto, win: TierWin): string {
  const pooled = wager.lottery_identifier === 'lotto6aus49' || wager.lottery_identifier === 'eurojackpot';
  return `${pooled ? 'normal' : win.fieldType}:${win.tier}`;
}

/** The shop's winners of each class of the draw's own game and its add-ons. */
function shopWinners(drawn: DrawnRecord, receipts: readonly ReceiptDto[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const receipt of receipts) {
    for (const wager of [receipt.wager, ...receipt.addon_wagers]) {
      if (wager.lottery_winnings.some((w) => w.draw_id === drawn.draw_id)) continue;
      for (const win of classesHit(wager, { ...drawn, quotas: {} }) ?? [])
        counts[countKey(wager, win)] = (counts[countKey(wager, win)] ?? 0) + win.quantity;
    }
  }
  return counts;
}

/** The draw's result with its quotas: pools divided among the simulated winners and the shop's. */
function priceDraw(ctx: PlatformContext, drawn: DrawnRecord, receipts: readonly ReceiptDto[]): DrawResultRecord {
  const slot = slotOfDrawId(drawn.draw_id);
  if (!slot) throw new Error(`no draw ${drawn.draw_id}`);
  const carryIn = carryInto(ctx.state, slot.lottery, slot.day);
  const payout = payoutOf(marketOf(ctx.state.seed, slot), carryIn, shopWinners(drawn, receipts));
  return {
    ...drawn,
    quotas: payout.quotas,
    odds: payout.odds,
    addon_odds: payout.addonOdds,
    carry_in: carryIn,
    carry_out: payout.next,
    books: payout.books,
  };
}

/**
 * Prices a draw, stores its result and evaluates every receipt that plays it: each wager that won
 * gets one lottery winning (spec/2 §3) and the player one payoutable `lottery_winning` voucher.
 * A wager is never paid twice for one draw. Answers the receipts that won.
 */
export function settleDraw(
  ctx: PlatformContext,
  drawn: DrawnRecord,
  candidates: readonly ReceiptDto[] = ctx.state.receipts,
): ReceiptDto[] {
  const { state, random, now } = ctx;
  const playing = candidates.filter((r) => r.draws.some((d) => d.id === drawn.draw_id));
  const result = priceDraw(ctx, drawn, playing);
  state.draw_results[result.draw_id] = result;
  const won: ReceiptDto[] = [];
  for (const receipt of playing) {
    const record = state.players.find((p) => p.player.id === receipt.player_id);
    let receiptWon = false;
    for (const wager of [receipt.wager, ...receipt.addon_wagers]) {
      if (wager.lottery_winnings.some((w) => w.draw_id === result.draw_id)) continue;
      const wins = evaluateWager(wager, result);
      if (!wins?.length) continue;
      const amountCents = wins.reduce((sum, w) => sum + w.amountCents, 0);
      const winning: LotteryWinningDto = {
        id: random.uuid(),
        wager_id: wager.id,
        draw_id: result.draw_id,
        player_id: receipt.player_id,
        drawing_time: result.drawing_time,
        amount: cents(amountCents),
        product_identifier: wager.product_identifier,
        receipt_number: receipt.number,
        winning_tiers: wins.map((w) => ({
          tier: w.tier,
          quantity: w.quantity,
          winning_fields: w.winningFields,
          winning_ticket_numbers: w.winningTicketNumbers,
          amount: cents(w.amountCents),
          field_type: w.fieldType,
        })),
      };
      wager.lottery_winnings.push(winning);
      receipt.updated_at = now.toString();
      markChanged(ctx.state, 'receipts', receipt);
      receiptWon = true;
      if (record) {
        bookLotteryWinning(ctx, record, {
          winningId: winning.id,
          receiptNumber: receipt.number,
          productIdentifier: wager.product_identifier,
          drawId: result.draw_id,
          drawingTime: result.drawing_time,
          amountCents,
        });
      }
    }
    if (receiptWon) won.push(receipt);
  }
  return won;
}
