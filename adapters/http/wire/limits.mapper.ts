import type {
  LatestStakesAndWinnings,
  LimitAmount,
  Limits,
  MaxLimits,
  PersonalLimit,
  StakesAndWinnings,
} from '../../../core/domain/limits';
import { toMoney } from './common.mapper';
import type {
  LatestStakesAndWinningsDto,
  LimitAmountDto,
  LimitsDto,
  PersonalLimitDto,
  SettingsDto,
  StakesAndWinningsDto,
} from './limits.dto';

const toLimitAmount = (dto: LimitAmountDto): LimitAmount => ({ amount: toMoney(dto.amount), interval: dto.interval });

export const toMaxLimits = ({ max_limits: dto }: SettingsDto): MaxLimits => ({
  deposit: {
    personal: toLimitAmount(dto.deposit.personal),
    platformDefault: toLimitAmount(dto.deposit.platform_default),
    legal: {
      initial: toLimitAmount(dto.deposit.legal.initial),
      provisionallyVerified: toLimitAmount(dto.deposit.legal.provisionally_verified),
      verified: toLimitAmount(dto.deposit.legal.verified),
    },
  },
  purchase: {
    personal: {
      ...toLimitAmount(dto.purchase.personal),
      elevationDelayInMinutes: dto.purchase.personal.elevation_delay_in_minutes,
    },
  },
});

const toPersonalLimit = (dto: PersonalLimitDto): PersonalLimit => ({
  amount: toMoney(dto.amount),
  remainingAmount: toMoney(dto.remaining_amount),
  interval: dto.interval,
  pendingLimit: dto.pending_limit && {
    amount: dto.pending_limit.amount && toMoney(dto.pending_limit.amount),
    interval: dto.pending_limit.interval,
    activeAt: dto.pending_limit.active_at,
  },
});

export const toLimits = (dto: LimitsDto): Limits => ({
  purchaseLimits: { personal: dto.purchase_limits.personal && toPersonalLimit(dto.purchase_limits.personal) },
  depositLimits: { personal: dto.deposit_limits.personal && toPersonalLimit(dto.deposit_limits.personal) },
  lugasLimit: toPersonalLimit(dto.lugas_limit),
});

export const toStakesAndWinnings = (dto: StakesAndWinningsDto): StakesAndWinnings => ({
  amountStaked: toMoney(dto.amount_staked),
  amountWon: toMoney(dto.amount_won),
});

export const toLatestStakesAndWinnings = (dto: LatestStakesAndWinningsDto): LatestStakesAndWinnings => ({
  ...toStakesAndWinnings(dto),
  from: dto.from,
  to: dto.to,
});
