import type { AddonIdentifier } from '../../../core/domain/lottery';
import type { DrawnNumbers, Receipt, ReceiptDraw, ReceiptQuery } from '../../../core/domain/receipt';
import { toMoney } from './common.mapper';
import type { DrawnNumbersDto, ReceiptDrawDto, ReceiptDto, ReceiptQueryDto } from './lottery-store.dto';
import { lottery, product } from './lottery-store.mapper';

/* Receipts are read on account pages only: kept apart, so every page does not load their mapping. */

export const toReceiptQueryDto = (query: ReceiptQuery): ReceiptQueryDto => ({
  criteria: [...query.criteria],
  lottery_identifiers: [...query.lotteryIdentifiers],
  page_limit: query.pageLimit,
  page_offset: query.pageOffset,
  sort_direction: query.sortDirection,
  sort_attribute: 'created_at',
  include_draws: true,
  ...(query.number ? { number: query.number } : {}),
});

const toDrawnNumbers = (dto: DrawnNumbersDto): DrawnNumbers => ({
  main: dto.main_numbers,
  extra: dto.extra_numbers,
  superNumber: dto.super_number,
  tickets: dto.ticket_numbers.map((t) => ({ tier: t.tier, numbers: t.ticket_numbers })),
});

const toReceiptDraw = (d: ReceiptDrawDto): ReceiptDraw => ({
  id: d.id,
  drawingTime: d.drawing_time,
  status: d.status,
  lotteryIdentifier: d.lottery_identifier,
  result: d.drawn_numbers ? toDrawnNumbers(d.drawn_numbers) : null,
  addonResults: (d.addon_draws ?? []).map((a) => ({
    game: a.lottery_identifier,
    numbers: toDrawnNumbers(a.drawn_numbers),
  })),
});

export function toReceipt(dto: ReceiptDto): Receipt {
  const { wager } = dto;
  return {
    id: dto.id,
    number: dto.number,
    active: dto.active,
    createdAt: dto.created_at,
    price: toMoney(dto.price),
    fee: toMoney(dto.fee),
    productIdentifier: product(wager.product_identifier),
    lotteryIdentifier: lottery(wager.lottery_identifier),
    lotteryProductSelectionId: dto.lottery_product_selection_id,
    ticketNumbers: wager.ticket_numbers,
    numberFields: wager.number_fields.map((f) => ({
      mainTips: f.main_tips,
      extraTips: f.extra_tips,
      typeIdentifier: f.type_identifier,
    })),
    addonLotteries: dto.addon_lotteries.map((a) => a.identifier as AddonIdentifier),
    addonTickets: dto.addon_wagers.map((w) => ({ game: w.lottery_identifier, ticketNumbers: w.ticket_numbers })),
    recurringDrawEvents: wager.recurring_draw_events,
    repetition: { quantity: wager.repetition_frequency.quantity, unit: wager.repetition_frequency.unit },
    fieldStake: wager.field_stake ? toMoney(wager.field_stake) : null,
    draws: dto.draws.map(toReceiptDraw),
    winnings: [wager, ...dto.addon_wagers].flatMap((w) =>
      w.lottery_winnings.map((win) => ({
        id: win.id,
        game: w.lottery_identifier,
        drawId: win.draw_id,
        drawingTime: win.drawing_time,
        amount: toMoney(win.amount),
        tiers: win.winning_tiers.map((t) => ({
          tier: t.tier,
          quantity: t.quantity,
          amount: toMoney(t.amount),
          fieldType: t.field_type,
          winningFields: t.winning_fields,
          winningTicketNumbers: t.winning_ticket_numbers,
        })),
      })),
    ),
    subscription: dto.lottery_subscription_info
      ? {
          active: dto.lottery_subscription_info.active,
          subscriptionType: dto.lottery_subscription_info.subscription_type,
          stoppedReason: dto.lottery_subscription_info.stopped_reason ?? null,
          stoppedAt: dto.lottery_subscription_info.stopped_at ?? null,
        }
      : null,
  };
}
