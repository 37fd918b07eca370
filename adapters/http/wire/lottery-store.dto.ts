import type { MoneyDto, PageInfoDto } from './common.dto';

export interface ProductDefinitionDto {
  identifier: string;
  lottery_identifier: string;
  lottery_edition: string;
  name: string;
  number_fields: {
    quantity: number;
    main_selectable_tips: number;
    extra_selectable_tips: number;
    types: { identifier: string; main_tips: number; extra_tips: number }[];
  };
  future_draws_limit: number;
  recurring_draw_event_identifiers: string[];
  recurring_draw_events: { identifier: string; first_drawing_time: string }[];
  addon_lottery_definitions: {
    identifier: string;
    lottery_identifier: string;
    name: string;
    ticket_number_length: number;
    requirements: { addons_active: string[] };
  }[];
  ticket_number_definition: { max_quantity: number; length: number };
  subscription_types: string[];
  repetition_frequencies: { quantities: number[]; unit: 'week' | 'day' };
  field_stakes: MoneyDto[];
}

export interface CurrentDrawDto {
  lottery_identifier: string;
  drawing_time: string;
  sale_stop_time: string;
  jackpot: MoneyDto | null;
  recurring_draw_event_identifier: string;
}

export interface PriceRequestDto {
  product_identifier: string;
  quantity: number;
  repetition_quantity: number;
  number_fields: { type: string; quantity: number }[];
  recurring_draw_event_identifiers: string[];
  addon_cachables: { identifier: string; quantity: number }[];
  repetition_frequency: { quantity: number; unit: 'week' | 'day' };
  field_stake: MoneyDto | null;
}

export interface PriceResponseDto {
  stake: MoneyDto;
  total: MoneyDto;
}

/**
 * Drawn numbers (spec/2 §3 "Draw"): number lotteries fill main/extra/super, ticket lotteries
 * (Spiel 77, Super 6, GlücksSpirale, plus 5) fill ticket_numbers, one entry per tier they are drawn for.
 */
export interface DrawnNumbersDto {
  main_numbers: number[];
  extra_numbers: number[];
  super_number: number | null;
  ticket_numbers: { tier: number; ticket_numbers: string[] }[];
}

/** One prize class of a draw: quota per winning row and how many rows won it. */
export interface DrawOddsDto {
  field_type: string;
  tier: number;
  winnings_amount: MoneyDto;
  winnings_quantity: number;
}

export interface ReceiptDrawDto {
  id: string;
  drawing_time: string;
  status: 'pending' | 'drawn';
  lottery_identifier: string;
  lottery_type: 'number' | 'ticket';
  /** Null until the draw has a result (also a while after its drawing time). */
  drawn_numbers: DrawnNumbersDto | null;
  odds: DrawOddsDto[];
  /** The add-on lotteries drawn with it (Spiel 77, Super 6, GlücksSpirale on Saturdays, plus 5). */
  addon_draws: { lottery_identifier: string; drawn_numbers: DrawnNumbersDto }[];
}

export interface LotteryWinningDto {
  id: string;
  wager_id: string;
  draw_id: string;
  player_id: string;
  drawing_time: string;
  amount: MoneyDto;
  product_identifier: string;
  receipt_number: string;
  winning_tiers: {
    tier: number;
    quantity: number;
    winning_fields: number[];
    winning_ticket_numbers: string[];
    amount: MoneyDto;
    field_type: string;
  }[];
}

export interface WagerDto {
  id: string;
  field_stake: MoneyDto | null;
  product_identifier: string;
  lottery_identifier: string;
  lottery_winnings: LotteryWinningDto[];
  migrated_ticket: boolean;
  number_fields: { id: string; main_tips: number[]; extra_tips: number[]; type_identifier: string }[];
  recurring_draw_events: string[];
  special_draw_events: string[];
  repetition_frequency: { quantity: number; unit: 'week' | 'day' };
  ticket_numbers: string[];
}

export interface ReceiptDto {
  id: string;
  active: boolean;
  addon_lotteries: { identifier: string }[];
  wager: WagerDto;
  addon_wagers: WagerDto[];
  draws: ReceiptDrawDto[];
  fee: MoneyDto;
  price: MoneyDto;
  lottery_product_selection_id: string;
  /** `stopped_*` (our addition): who or what ended the subscription, `player` or a renewal's refusal code. */
  lottery_subscription_info: {
    active: boolean;
    subscription_type: string;
    stopped_reason?: string | null;
    stopped_at?: string | null;
  } | null;
  number: string;
  player_id: string;
  tracking_parameters: Record<string, string> | null;
  created_at: string;
  updated_at: string;
}

export interface ReceiptListDto {
  lottery_receipts: ReceiptDto[];
  page_info: PageInfoDto;
}

export interface ReceiptQueryDto {
  criteria: string[];
  /** A receipt number: only that receipt (empty or absent: all). */
  number?: string;
  lottery_identifiers: string[];
  page_limit: number;
  page_offset: number;
  sort_direction: 'asc' | 'desc';
  sort_attribute: string;
  include_draws: boolean;
}
