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
import { toMoney, toMoneyDto } from './common.mapper';
import type { CurrentDrawDto, PriceRequestDto, PriceResponseDto, ProductDefinitionDto } from './lottery-store.dto';

export function lottery(value: string): LotteryIdentifier {
  if (!isLotteryIdentifier(value)) throw new Error(`No product found for lottery ${value}`);
  return value;
}

export function product(value: string): ProductIdentifier {
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
