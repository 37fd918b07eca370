import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { add, type Money } from '../../../core/domain/money';
import { AuthenticationError, PlayerNotReadyError } from '../../../core/domain/errors';
import type { PaymentMethod, Player, PlayerAccount, Recipient } from '../../../core/domain/player';
import type { LogoutReason, SessionEvent } from '../../../core/domain/session';
import type { LoginInput, LoginUseCase } from '../../../core/use-cases/login.use-case';
import type { LoadPlayerProfileUseCase } from '../../../core/use-cases/load-player-profile.use-case';
import type { SessionKeeper } from '../../../core/use-cases/keep-session.use-case';
import type { LocalData } from '../../../ports/local-data.port';
import type { TokenStore } from '../../../ports/token-store.port';
import type { ErrorReporter } from '../../../ports/error-reporter.port';

interface Deps {
  login: LoginUseCase;
  keeper: SessionKeeper;
  loadProfile: LoadPlayerProfileUseCase;
  tokens: TokenStore;
  local: LocalData;
  reporter: ErrorReporter;
}

/** spec/2 (errors): local storage missing is a warning; the tokens stay in memory and the layout shows a notice. */
const STORAGE_MISSING_WARNING = 'Local storage unavailable: the session is kept in memory only';

/** The app-wide session: who is logged in, their wallet and payment methods; follows the keeper's events. */
export class SessionViewModel {
  loggedIn = false;
  /**
   * false until init() has read the kept session (browser storage): a page rendered on the server
   * knows no session, so nobody may be sent to the login before the browser has looked.
   */
  known = false;
  status: 'idle' | 'loading' | 'ready' | 'notReady' | 'error' = 'idle';
  player: Player | null = null;
  recipient: Recipient | null = null;
  commonAccount: PlayerAccount | null = null;
  /** Loaded with the profile; null logged out or when the platform could not tell it. */
  gamesAccount: PlayerAccount | null = null;
  paymentMethods: readonly PaymentMethod[] = [];
  /** The last logout and why; the layout navigates on it. `seq` makes repeated reasons distinct. */
  lastLogout: { reason: LogoutReason; seq: number } | null = null;
  private stop: (() => void) | null = null;
  private profileLoad: Promise<void> = Promise.resolve();

  constructor(private readonly deps: Deps) {
    makeAutoObservable<this, 'deps' | 'stop' | 'profileLoad'>(
      this,
      {
        deps: false,
        stop: false,
        profileLoad: false,
        player: observableRef,
        recipient: observableRef,
        commonAccount: observableRef,
        gamesAccount: observableRef,
        paymentMethods: observableRef,
        lastLogout: observableRef,
      },
      { autoBind: true },
    );
  }

  /** Picks up a session kept from an earlier visit and starts keeping it. */
  async init(): Promise<void> {
    this.stop?.();
    this.stop = this.deps.keeper.subscribe((event) => void this.onSessionEvent(event));
    if (!this.deps.local.persistent)
      this.deps.reporter.report({ level: 'warning', source: 'storage', message: STORAGE_MISSING_WARNING });
    this.deps.keeper.start();
    this.loggedIn = this.deps.keeper.loggedIn;
    this.known = true;
    if (this.loggedIn) await this.reload();
  }

  dispose(): void {
    this.stop?.();
    this.deps.keeper.dispose();
  }

  /** false when browser storage is unavailable: the layout shows a persistent error notice. */
  get storagePersistent(): boolean {
    return this.deps.local.persistent;
  }

  async login(input: LoginInput) {
    const result = await this.deps.login.execute(input);
    if (result.ok) {
      this.deps.keeper.loggedInNow(); // emits 'login', which starts loading the profile
      await this.profileLoad;
    }
    return result;
  }

  /** After a login done elsewhere (registration): start keeping the session and load the profile. */
  async adoptLogin(): Promise<void> {
    this.deps.keeper.loggedInNow();
    await this.profileLoad;
  }

  logout(): Promise<void> {
    return this.deps.keeper.logout('user');
  }

  /** A click anywhere: keeps a short session alive. */
  activity(): void {
    this.deps.keeper.activity();
  }

  /** Reloads player, wallet and payment methods together (one round of parallel calls). */
  async reload(): Promise<void> {
    if (!this.deps.tokens.read()) return this.clear();
    this.status = 'loading';
    try {
      const profile = await this.deps.loadProfile.execute();
      runInAction(() => {
        this.player = profile.player;
        this.recipient = profile.recipient;
        this.commonAccount = profile.commonAccount;
        this.gamesAccount = profile.gamesAccount;
        this.paymentMethods = profile.paymentMethods;
        this.status = 'ready';
      });
    } catch (error) {
      if (error instanceof AuthenticationError) return this.deps.keeper.logout('unauthorized');
      runInAction(() => (this.status = error instanceof PlayerNotReadyError ? 'notReady' : 'error'));
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

  private async onSessionEvent(event: SessionEvent): Promise<void> {
    if (event.type === 'login') {
      runInAction(() => (this.loggedIn = true));
      this.profileLoad = this.reload();
      return this.profileLoad;
    }
    runInAction(() => {
      this.clear();
      this.lastLogout = { reason: event.reason, seq: (this.lastLogout?.seq ?? 0) + 1 };
    });
  }

  private clear(): void {
    this.loggedIn = false;
    this.status = 'idle';
    this.player = null;
    this.recipient = null;
    this.commonAccount = null;
    this.gamesAccount = null;
    this.paymentMethods = [];
  }
}
