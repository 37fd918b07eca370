import type {
  LatestStakesAndWinnings,
  LimitInterval,
  LimitKind,
  Limits,
  MaxLimits,
  StakesAndWinnings,
} from '../../core/domain/limits';
import type { Money } from '../../core/domain/money';
import type { GamblingRestrictions } from '../../core/domain/oasis';
import type { AccountKind } from '../../core/domain/player';
import type { Result } from '../../core/shared/result';
import type { FieldRejection } from '../../ports/account-gateway.port';
import type { LimitsGateway } from '../../ports/limits-gateway.port';
import { requireParam, type HttpClient } from './client';
import { toMoney, toMoneyDto } from './wire/common.mapper';
import { formResult } from './wire/field-rejection.mapper';
import type {
  AutowithdrawalDto,
  LatestStakesAndWinningsDto,
  LimitsDto,
  SettingsDto,
  StakesAndWinningsDto,
  StakesConfirmationDto,
} from './wire/limits.dto';
import { toLatestStakesAndWinnings, toLimits, toMaxLimits, toStakesAndWinnings } from './wire/limits.mapper';
import type { GamblingRestrictionsDto, SelfExclusionRequestDto } from './wire/gambling-restrictions.dto';

export class HttpLimitsGateway implements LimitsGateway {
  constructor(private readonly http: HttpClient) {}

  async settings(): Promise<MaxLimits> {
    return toMaxLimits(await this.http.request<SettingsDto>('wallet', 'GET', '/settings'));
  }

  async limits(): Promise<Limits> {
    return toLimits(await this.http.request<LimitsDto>('wallet', 'GET', '/my/limits'));
  }

  setPersonalLimit(kind: LimitKind, amount: Money, interval: LimitInterval): Promise<Result<void, FieldRejection>> {
    const body = { amount: toMoneyDto(requireParam('amount', amount)), interval };
    return formResult(
      async () => void (await this.http.request('wallet', 'PUT', `/my/${kind}_limits/personal`, { body })),
    );
  }

  async removePersonalLimit(kind: LimitKind): Promise<void> {
    await this.http.request('wallet', 'DELETE', `/my/${kind}_limits/personal`);
  }

  setLugasLimit(amount: Money): Promise<Result<void, FieldRejection>> {
    return formResult(
      async () =>
        void (await this.http.request('player', 'PUT', '/my/lugas_limit', {
          body: { amount: toMoneyDto(requireParam('amount', amount)) },
        })),
    );
  }

  async autowithdrawal(): Promise<Money | null> {
    const dto = await this.http.request<AutowithdrawalDto | null>('lotteryStore', 'GET', '/my/autowithdrawal', {
      notFound: 'null',
    });
    return dto && toMoney(dto.min_amount);
  }

  setAutowithdrawal(minAmount: Money): Promise<Result<void, FieldRejection>> {
    const body = { min_amount: toMoneyDto(requireParam('min_amount', minAmount)) };
    return formResult(
      async () => void (await this.http.request('lotteryStore', 'PUT', '/my/autowithdrawal', { body })),
    );
  }

  async deleteAutowithdrawal(): Promise<void> {
    await this.http.request('lotteryStore', 'DELETE', '/my/autowithdrawal');
  }

  async stakesAndWinnings(kind: AccountKind): Promise<StakesAndWinnings> {
    const query = { kind: requireParam('kind', kind) };
    return toStakesAndWinnings(
      await this.http.request<StakesAndWinningsDto>('wallet', 'GET', '/my/stakes_and_winnings', { query }),
    );
  }

  async latestStakesAndWinnings(kind: AccountKind): Promise<LatestStakesAndWinnings> {
    const query = { kind: requireParam('kind', kind) };
    return toLatestStakesAndWinnings(
      await this.http.request<LatestStakesAndWinningsDto>('wallet', 'GET', '/my/stakes_and_winnings/latest', { query }),
    );
  }

  async stakesConfirmationDue(): Promise<boolean> {
    return (await this.http.request<StakesConfirmationDto>('wallet', 'GET', '/my/stakes_and_winnings/confirmation'))
      .should_be_confirmed;
  }

  async confirmStakes(): Promise<void> {
    await this.http.request('wallet', 'PUT', '/my/stakes_and_winnings/confirmation');
  }

  lockTemporary(till: string): Promise<Result<void, FieldRejection>> {
    return formResult(
      async () =>
        void (await this.http.request('player', 'POST', '/me/lock_temporary', {
          body: { till: requireParam('till', till) },
        })),
    );
  }

  async gamblingRestrictions(): Promise<GamblingRestrictions> {
    const dto = await this.http.request<GamblingRestrictionsDto>('player', 'GET', '/me/gambling_restrictions');
    return {
      oasisLocked: dto.oasis_locked === true,
      selfExclusion: dto.self_exclusion ? { since: dto.self_exclusion.since, till: dto.self_exclusion.till } : null,
      coolingOff: dto.cooling_off
        ? {
            until: dto.cooling_off.until,
            reason: dto.cooling_off.reason === 'provider_switch' ? 'provider_switch' : 'inactivity',
          }
        : null,
    };
  }

  selfExclude(till: string | null): Promise<Result<void, FieldRejection>> {
    const body: SelfExclusionRequestDto = { till };
    return formResult(async () => void (await this.http.request('player', 'POST', '/me/self_exclusion', { body })));
  }
}
