import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { add, type Money } from '../../../core/domain/money';
import { AuthenticationError } from '../../../core/domain/errors';
import type { PaymentMethod, Player, PlayerAccount } from '../../../core/domain/player';
import type { LoginInput, LoginUseCase } from '../../../core/use-cases/login.use-case';
import type { LogoutUseCase } from '../../../core/use-cases/logout.use-case';
import type { LoadPlayerProfileUseCase } from '../../../core/use-cases/load-player-profile.use-case';
import type { TokenStore } from '../../../ports/token-store.port';

interface Deps {
  login: LoginUseCase;
  logout: LogoutUseCase;
  loadProfile: LoadPlayerProfileUseCase;
  tokens: TokenStore;
}

/** The app-wide session: who is logged in, their wallet and payment methods. */
export class SessionViewModel {
  loggedIn = false;
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  player: Player | null = null;
  commonAccount: PlayerAccount | null = null;
  paymentMethods: readonly PaymentMethod[] = [];

  constructor(private readonly deps: Deps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false, player: observableRef, commonAccount: observableRef, paymentMethods: observableRef }, { autoBind: true });
  }

  /** Picks up a session kept from an earlier visit. */
  async init(): Promise<void> {
    this.loggedIn = this.deps.tokens.read() !== null;
    if (this.loggedIn) await this.reload();
  }

  async login(input: LoginInput) {
    const result = await this.deps.login.execute(input);
    if (result.ok) {
      runInAction(() => (this.loggedIn = true));
      await this.reload();
    }
    return result;
  }

  async logout(): Promise<void> {
    await this.deps.logout.execute();
    this.clear();
  }

  /** Reloads player, wallet and payment methods together (one round of parallel calls). */
  async reload(): Promise<void> {
    if (!this.deps.tokens.read()) return this.clear();
    this.status = 'loading';
    try {
      const profile = await this.deps.loadProfile.execute();
      runInAction(() => {
        this.player = profile.player;
        this.commonAccount = profile.commonAccount;
        this.paymentMethods = profile.paymentMethods;
        this.status = 'ready';
      });
    } catch (error) {
      if (error instanceof AuthenticationError) {
        this.deps.tokens.clear();
        this.clear();
        return;
      }
      runInAction(() => (this.status = 'error'));
    }
  }

  get balance(): Money | null {
    const account = this.commonAccount;
    return account ? add(account.payoutableBalance, account.notPayoutableBalance) : null;
  }

  get displayName(): string {
    const data = this.player?.personalData;
    return data ? `${data.firstName} ${data.lastName}` : '';
  }

  private clear(): void {
    this.loggedIn = false;
    this.status = 'idle';
    this.player = null;
    this.commonAccount = null;
    this.paymentMethods = [];
  }
}
