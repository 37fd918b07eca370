import {
  isLotteryIdentifier,
  isProductIdentifier,
  type AddonIdentifier,
  type CurrentDraw,
  type LotteryIdentifier,
  type ProductDefinition,
  type ProductIdentifier,
} from '../../../core/domain/lottery';
import type { Price, PriceRequest } from '../../../core/domain/price';
import type { DrawnNumbers, Receipt, ReceiptDraw, ReceiptQuery } from '../../../core/domain/receipt';
import { toMoney, toMoneyDto } from './common.mapper';
import type {
  CurrentDrawDto,
  DrawnNumbersDto,
  PriceRequestDto,
  PriceResponseDto,
  ProductDefinitionDto,
  ReceiptDrawDto,
  ReceiptDto,
  ReceiptQueryDto,
} from './lottery-store.dto';

function lottery(value: string): LotteryIdentifier {
  if (!isLotteryIdentifier(value)) throw new Error(`No product found for lottery ${value}`);
  return value;
}

function product(value: string): ProductIdentifier {
  if (!isProductIdentifier(value)) throw new Error(`No product found for ${value}`);
  return value;
}

export const toProductDefinition = (dto: ProductDefinitionDto): ProductDefinition => ({
  identifier: product(dto.identifier),
  lotteryIdentifier: lottery(dto.lottery_identifier),
  lotteryEdition: dto.lottery_edition,
  name: dto.name,
  numberFields: {
    quantity: dto.number_fields.quantity,
    mainSelectableTips: dto.number_fields.main_selectable_tips,
    extraSelectableTips: dto.number_fields.extra_selectable_tips,
    types: dto.number_fields.types.map((t) => ({
      identifier: t.identifier,
      mainTips: t.main_tips,
      extraTips: t.extra_tips,
    })),
  },
  futureDrawsLimit: dto.future_draws_limit,
  recurringDrawEvents: dto.recurring_draw_events.map((e) => ({
    identifier: e.identifier,
    firstDrawingTime: e.first_drawing_time,
  })),
  addonLotteryDefinitions: dto.addon_lottery_definitions.map((a) => ({
    identifier: a.identifier as AddonIdentifier,
    lotteryIdentifier: a.lottery_identifier,
    name: a.name,
    ticketNumberLength: a.ticket_number_length,
    requiresAddonsActive: a.requirements.addons_active as AddonIdentifier[],
  })),
  ticketNumberDefinition: {
    maxQuantity: dto.ticket_number_definition.max_quantity,
    length: dto.ticket_number_definition.length,
  },
  subscriptionTypes: dto.subscription_types,
  repetitionFrequencies: { quantities: dto.repetition_frequencies.quantities, unit: dto.repetition_frequencies.unit },
  fieldStakes: dto.field_stakes.map(toMoney),
});

export const toCurrentDraw = (dto: CurrentDrawDto): CurrentDraw => ({
  lotteryIdentifier: lottery(dto.lottery_identifier),
  drawingTime: dto.drawing_time,
  saleStopTime: dto.sale_stop_time,
  jackpot: dto.jackpot ? toMoney(dto.jackpot) : null,
  recurringDrawEventIdentifier: dto.recurring_draw_event_identifier,
});

export const toPriceRequestDto = (request: PriceRequest): PriceRequestDto => ({
  product_identifier: request.productIdentifier,
  quantity: request.quantity,
  repetition_quantity: request.repetitionQuantity,
  number_fields: request.numberFields.map((f) => ({ type: f.type, quantity: f.quantity })),
  recurring_draw_event_identifiers: [...request.recurringDrawEventIdentifiers],
  addon_cachables: request.addons.map((a) => ({ identifier: a.identifier, quantity: a.quantity })),
  repetition_frequency: { ...request.repetitionFrequency },
  field_stake: request.fieldStake ? toMoneyDto(request.fieldStake) : null,
});

export const toPrice = (dto: PriceResponseDto): Price => ({ stake: toMoney(dto.stake), total: toMoney(dto.total) });

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
