import type { MoneyDto } from './common.dto';

/** Wire shapes of limits, autowithdrawal and stakes and winnings (spec/2 §3, §7.1–7.3); docs/decisions.md "Limits". */
type LimitIntervalDto = 'day' | 'week' | 'month';

export interface LimitAmountDto {
  amount: MoneyDto;
  interval: LimitIntervalDto;
}

interface MaxLimitsDto {
  deposit: {
    personal: LimitAmountDto;
    platform_default: LimitAmountDto;
    legal: { initial: LimitAmountDto; provisionally_verified: LimitAmountDto; verified: LimitAmountDto };
  };
  purchase: { personal: LimitAmountDto & { elevation_delay_in_minutes: number } };
}

/** GET /settings (wallet API). */
export interface SettingsDto {
  max_limits: MaxLimitsDto;
}

export interface PendingLimitDto {
  /** null: the limit goes away at active_at. */
  amount: MoneyDto | null;
  interval: LimitIntervalDto;
  active_at: string;
}

export interface PersonalLimitDto {
  amount: MoneyDto;
  remaining_amount: MoneyDto;
  interval: LimitIntervalDto;
  pending_limit: PendingLimitDto | null;
}

/** GET /my/limits (wallet API); `lugas_limit` is our addition (monthly, always present). */
export interface LimitsDto {
  purchase_limits: { personal: PersonalLimitDto | null };
  deposit_limits: { personal: PersonalLimitDto | null };
  lugas_limit: PersonalLimitDto;
}

/** PUT /my/{deposit,purchase}_limits/personal; without `interval` the current one (or the settings' one) stays. */
export interface SetLimitRequestDto {
  amount: MoneyDto;
  interval?: LimitIntervalDto;
}

/** PUT /my/lugas_limit (player API). */
export interface LugasLimitRequestDto {
  amount: MoneyDto;
}

/** GET/PUT /my/autowithdrawal (lottery store API). */
export interface AutowithdrawalDto {
  min_amount: MoneyDto;
}

/** GET /my/stakes_and_winnings?kind= : the last 30 days. */
export interface StakesAndWinningsDto {
  amount_staked: MoneyDto;
  amount_won: MoneyDto;
}

/** GET /my/stakes_and_winnings/latest?kind= : the same, with the period it covers. */
export interface LatestStakesAndWinningsDto extends StakesAndWinningsDto {
  from: string;
  to: string;
}

/** GET /my/stakes_and_winnings/confirmation: the should-be-confirmed check. */
export interface StakesConfirmationDto {
  should_be_confirmed: boolean;
  confirmed_at: string | null;
}
