import type { LotteryWinningDto, ReceiptDto } from '../../../adapters/http/wire/lottery-store.dto';
import type { PlatformContext } from '../context';
import { CATALOGUE_SETTINGS } from '../catalogue-config';
import { bookLotteryWinning } from '../ledger/bookings';
import type { DrawResultRecord } from './draw-state';
import { evaluateWager } from './evaluation';
import { markChanged } from '../state-journal';

const cents = (fractional: number) => ({ fractional, currency: CATALOGUE_SETTINGS.currency });

/**
 * Stores a draw's result and evaluates every receipt that plays the draw: each wager that won
 * gets one lottery winning (spec/2 §3) and the player one payoutable `lottery_winning` voucher.
 * A wager is never paid twice for one draw. Answers the receipts that won.
 */
export function settleDraw(
  ctx: PlatformContext,
  result: DrawResultRecord,
  candidates: readonly ReceiptDto[] = ctx.state.receipts,
): ReceiptDto[] {
  const { state, random, now } = ctx;
  state.draw_results[result.draw_id] = result;
  const winners = new Map<string, number>();
  const won: ReceiptDto[] = [];
  for (const receipt of candidates) {
    if (!receipt.draws.some((d) => d.id === result.draw_id)) continue;
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
      if (wager.lottery_identifier === result.lottery_identifier) {
        for (const w of wins)
          winners.set(`${w.fieldType}:${w.tier}`, (winners.get(`${w.fieldType}:${w.tier}`) ?? 0) + w.quantity);
      }
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
  // The odds never claim fewer winners of a class than the platform itself just paid.
  for (const row of result.odds) {
    const ours = [...winners].filter(
      ([key]) => key.endsWith(`:${row.tier}`) && (!row.field_type.startsWith('keno') || key.startsWith(row.field_type)),
    );
    const count = ours.reduce((sum, [, n]) => sum + n, 0);
    row.winnings_quantity = Math.max(row.winnings_quantity, count);
  }
  return won;
}
