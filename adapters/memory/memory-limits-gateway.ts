import type {
  LatestStakesAndWinnings,
  LimitInterval,
  LimitKind,
  Limits,
  MaxLimits,
  StakesAndWinnings,
} from '../../core/domain/limits';
import type { Money } from '../../core/domain/money';
import type { AccountKind } from '../../core/domain/player';
import type { Result } from '../../core/shared/result';
import { NotFoundError } from '../../core/domain/errors';
import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import type { FieldRejection } from '../../ports/account-gateway.port';
import type { LimitsGateway } from '../../ports/limits-gateway.port';
import type { TokenStore } from '../../ports/token-store.port';
import { requireParam } from '../http/client';
import { toMoney, toMoneyDto } from '../http/wire/common.mapper';
import { formResult } from '../http/wire/field-rejection.mapper';
import { toLatestStakesAndWinnings, toLimits, toMaxLimits, toStakesAndWinnings } from '../http/wire/limits.mapper';
import { platformCall } from './platform-call';

/** Limits straight on the fake platform (same mappers and errors as HTTP). */
export class MemoryLimitsGateway implements LimitsGateway {
  constructor(
    private readonly platform: FakePlatformApi,
    private readonly tokens: TokenStore,
  ) {}

  async settings(): Promise<MaxLimits> {
    return toMaxLimits(await platformCall('GET', '/settings', () => this.platform.settings()));
  }

  async limits(): Promise<Limits> {
    return toLimits(await platformCall('GET', '/my/limits', () => this.platform.limits(this.token())));
  }

  setPersonalLimit(kind: LimitKind, amount: Money, interval: LimitInterval): Promise<Result<void, FieldRejection>> {
    const body = { amount: toMoneyDto(requireParam('amount', amount)), interval };
    return formResult(() =>
      platformCall('PUT', `/my/${kind}_limits/personal`, () =>
        this.platform.setPersonalLimit(this.token(), kind, body),
      ),
    );
  }

  async removePersonalLimit(kind: LimitKind): Promise<void> {
    await platformCall('DELETE', `/my/${kind}_limits/personal`, () =>
      this.platform.removePersonalLimit(this.token(), kind),
    );
  }

  setLugasLimit(amount: Money): Promise<Result<void, FieldRejection>> {
    const body = { amount: toMoneyDto(requireParam('amount', amount)) };
    return formResult(() =>
      platformCall('PUT', '/my/lugas_limit', () => this.platform.setLugasLimit(this.token(), body)),
    );
  }

  async autowithdrawal(): Promise<Money | null> {
    try {
      return toMoney(
        (await platformCall('GET', '/my/autowithdrawal', () => this.platform.autowithdrawal(this.token()))).min_amount,
      );
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  }

  setAutowithdrawal(minAmount: Money): Promise<Result<void, FieldRejection>> {
    const body = { min_amount: toMoneyDto(requireParam('min_amount', minAmount)) };
    return formResult(() =>
      platformCall('PUT', '/my/autowithdrawal', () => this.platform.setAutowithdrawal(this.token(), body)),
    );
  }

  async deleteAutowithdrawal(): Promise<void> {
    await platformCall('DELETE', '/my/autowithdrawal', () => this.platform.deleteAutowithdrawal(this.token()));
  }

  async stakesAndWinnings(kind: AccountKind): Promise<StakesAndWinnings> {
    const k = requireParam('kind', kind);
    return toStakesAndWinnings(
      await platformCall('GET', '/my/stakes_and_winnings', () => this.platform.stakesAndWinnings(this.token(), k)),
    );
  }

  async latestStakesAndWinnings(kind: AccountKind): Promise<LatestStakesAndWinnings> {
    const k = requireParam('kind', kind);
    return toLatestStakesAndWinnings(
      await platformCall('GET', '/my/stakes_and_winnings/latest', () =>
        this.platform.latestStakesAndWinnings(this.token(), k),
      ),
    );
  }

  async stakesConfirmationDue(): Promise<boolean> {
    return (
      await platformCall('GET', '/my/stakes_and_winnings/confirmation', () =>
        this.platform.stakesConfirmation(this.token()),
      )
    ).should_be_confirmed;
  }

  async confirmStakes(): Promise<void> {
    await platformCall('PUT', '/my/stakes_and_winnings/confirmation', () => this.platform.confirmStakes(this.token()));
  }

  lockTemporary(till: string): Promise<Result<void, FieldRejection>> {
    return formResult(() =>
      platformCall('POST', '/me/lock_temporary', () =>
        this.platform.lockTemporary(this.token(), { till: requireParam('till', till) }),
      ),
    );
  }

  private token(): string | null {
    return this.tokens.read()?.accessToken ?? null;
  }
}
