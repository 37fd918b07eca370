import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { PlayerData } from '../../app/player-data';
import {
  maxDepositLimit,
  maxPurchaseLimit,
  MIN_LIMIT_CENTS,
  SettingsLoadError,
  type LimitInterval,
  type PendingLimit,
  type PersonalLimit,
} from '../../../core/domain/limits';
import { money, zero, type Money } from '../../../core/domain/money';
import { AuthenticationError } from '../../../core/domain/errors';
import type { LoadLimitsUseCase, LimitsPageData } from '../../../core/use-cases/load-limits.use-case';
import type { ChangeableLimit, ChangeLimitUseCase } from '../../../core/use-cases/change-limit.use-case';
import type { SetAutowithdrawalUseCase } from '../../../core/use-cases/set-autowithdrawal.use-case';
import type { SessionViewModel } from '../session/session.view-model';
import { AmountForm } from './amount-form';

interface Deps {
  load: LoadLimitsUseCase;
  changeLimit: ChangeLimitUseCase;
  setAutowithdrawal: SetAutowithdrawalUseCase;
  session: SessionViewModel;
}

/** What the last action on a card led to: an i18n key under limits.outcome plus the date of a pending change. */
export interface Outcome {
  readonly key: string;
  readonly activeAt?: string;
  readonly tone: 'success' | 'info' | 'error';
}

export const CHANGEABLE: readonly ChangeableLimit[] = ['deposit', 'purchase', 'lugas'];

/**
 * What loading the page found: its data; a failure (with 500 when GET /settings failed: the page
 * is then the app's error page, spec/2 §8); or a lost session, which the session keeper handles.
 */
export type LimitsLoad =
  | { readonly kind: 'ready'; readonly data: LimitsPageData }
  | { readonly kind: 'failed'; readonly errorStatus: number | null }
  | { readonly kind: 'unauthorized' };

/** Everything the limits page shows, in one round of parallel calls (LoadLimitsUseCase); never fails. */
export async function loadLimits(load: LoadLimitsUseCase): Promise<LimitsLoad> {
  try {
    return { kind: 'ready', data: await load.execute() };
  } catch (error) {
    if (error instanceof AuthenticationError) return { kind: 'unauthorized' };
    return { kind: 'failed', errorStatus: error instanceof SettingsLoadError ? error.status : null };
  }
}

/** /kundenkonto/limits: deposit, purchase and LUGAS limits, autowithdrawal. The Spielpause has its own view model. */
export class LimitsViewModel {
  status: 'loading' | 'ready' | 'failed' = 'loading';
  /** 500 when GET /settings failed: the page is the app's error page (spec/2 §8). */
  errorStatus: number | null = null;
  data: LimitsPageData | null = null;
  intervals: Record<ChangeableLimit, LimitInterval> = { deposit: 'month', purchase: 'month', lugas: 'month' };
  outcomes: Partial<Record<ChangeableLimit | 'autowithdrawal', Outcome>> = {};
  busy: ChangeableLimit | 'autowithdrawal' | null = null;
  readonly forms: Record<ChangeableLimit, AmountForm>;
  readonly autowithdrawalForm = new AmountForm(() => ({ min: zero(), max: null }));

  constructor(private readonly deps: Deps) {
    this.forms = {
      deposit: new AmountForm(() => this.bounds('deposit')),
      purchase: new AmountForm(() => this.bounds('purchase')),
      lugas: new AmountForm(() => this.bounds('lugas')),
    };
    makeAutoObservable<this, 'deps'>(
      this,
      { deps: false, forms: false, autowithdrawalForm: false, data: observableRef, outcomes: observableRef },
      { autoBind: true },
    );
  }

  /** Loads the page again (retry); the route's clientLoader loads it for a visit. */
  async load(): Promise<void> {
    this.accept({ kind: 'ready', value: await loadLimits(this.deps.load) });
  }

  /** Takes what the route's clientLoader loaded; logged out (or the session lost) it waits for the login. */
  accept(data: PlayerData<LimitsLoad>): void {
    if (data.kind === 'logged_out') return;
    const found: LimitsLoad = data.kind === 'ready' ? data.value : { kind: 'failed', errorStatus: null };
    if (found.kind === 'unauthorized') return;
    if (found.kind === 'failed') {
      this.status = 'failed';
      this.errorStatus = found.errorStatus;
      return;
    }
    this.data = found.data;
    this.status = 'ready';
    this.errorStatus = null;
    for (const limit of CHANGEABLE) {
      const current = this.personal(limit);
      if (current && limit !== 'lugas') this.intervals = { ...this.intervals, [limit]: current.interval };
    }
  }

  personal(limit: ChangeableLimit): PersonalLimit | null {
    const limits = this.data?.limits;
    if (!limits) return null;
    return limit === 'lugas'
      ? limits.lugasLimit
      : limit === 'deposit'
        ? limits.depositLimits.personal
        : limits.purchaseLimits.personal;
  }

  pending(limit: ChangeableLimit): PendingLimit | null {
    return this.personal(limit)?.pendingLimit ?? null;
  }

  /** Smallest and largest amount a player at this verification level may choose. */
  bounds(limit: ChangeableLimit): { min: Money; max: Money | null } {
    const max = this.data?.maxLimits;
    const min = money(MIN_LIMIT_CENTS);
    if (!max) return { min, max: null };
    if (limit === 'purchase') return { min, max: maxPurchaseLimit(max) };
    if (limit === 'lugas') return { min, max: max.deposit.legal.verified.amount };
    return { min, max: maxDepositLimit(max, this.deps.session.player?.verificationStatus ?? 'unverified') };
  }

  /** The autowithdrawal threshold in force; 0 € when none is set (spec/2 §9 default). */
  get autowithdrawal(): Money {
    return this.data?.autowithdrawal ?? zero();
  }

  get hasAutowithdrawal(): boolean {
    return this.data?.autowithdrawal != null;
  }

  setInterval(limit: ChangeableLimit, interval: LimitInterval): void {
    if (limit !== 'lugas') this.intervals = { ...this.intervals, [limit]: interval };
  }

  async save(limit: ChangeableLimit): Promise<void> {
    const form = this.forms[limit];
    const amount = form.value();
    if (!amount) return;
    await this.change(limit, amount);
  }

  remove(limit: ChangeableLimit): Promise<void> {
    return this.change(limit, null);
  }

  private async change(limit: ChangeableLimit, amount: Money | null): Promise<void> {
    const max = this.bounds(limit).max;
    if (!max || !this.data) return;
    this.busy = limit;
    this.outcomes = { ...this.outcomes, [limit]: undefined };
    try {
      const result = await this.deps.changeLimit.execute({
        limit,
        amount,
        interval: limit === 'lugas' ? 'month' : this.intervals[limit],
        max,
      });
      runInAction(() => {
        if (!result.ok) {
          const code =
            result.error.kind === 'rejected'
              ? (result.error.attributeErrors['amount']?.[0] ?? result.error.globalErrors[0] ?? 'unknown')
              : result.error.kind;
          this.forms[limit].serverError = code;
          return;
        }
        const { status, pending, limits } = result.value;
        this.data = this.data && { ...this.data, limits };
        this.forms[limit].reset();
        this.outcomes = {
          ...this.outcomes,
          [limit]: {
            key: status,
            tone: status === 'pending' ? 'info' : 'success',
            ...(pending ? { activeAt: pending.activeAt } : {}),
          },
        };
      });
    } catch {
      runInAction(() => (this.outcomes = { ...this.outcomes, [limit]: { key: 'unavailable', tone: 'error' } }));
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  async saveAutowithdrawal(remove = false): Promise<void> {
    const amount = remove ? null : this.autowithdrawalForm.value();
    if (!remove && !amount) return;
    this.busy = 'autowithdrawal';
    try {
      const result = await this.deps.setAutowithdrawal.execute(amount);
      if (result.ok) await this.deps.session.reload();
      runInAction(() => {
        if (!result.ok) {
          this.autowithdrawalForm.serverError =
            result.error.kind === 'rejected'
              ? (result.error.attributeErrors['min_amount']?.[0] ?? 'invalid')
              : result.error.kind;
          return;
        }
        this.data = this.data && { ...this.data, autowithdrawal: result.value };
        this.autowithdrawalForm.reset();
        this.outcomes = {
          ...this.outcomes,
          autowithdrawal: { key: remove ? 'autowithdrawalRemoved' : 'autowithdrawalSaved', tone: 'success' },
        };
      });
    } catch {
      runInAction(() => (this.outcomes = { ...this.outcomes, autowithdrawal: { key: 'unavailable', tone: 'error' } }));
    } finally {
      runInAction(() => (this.busy = null));
    }
  }
}
