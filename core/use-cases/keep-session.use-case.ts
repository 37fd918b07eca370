import { AuthenticationError } from '../domain/errors';
import { isLongSession } from '../domain/player';
import { SESSION, type LogoutReason, type SessionEvent } from '../domain/session';
import { Temporal } from '../shared/temporal';
import type { Clock } from '../../ports/clock.port';
import type { ErrorReporter } from '../../ports/error-reporter.port';
import type { LocalData } from '../../ports/local-data.port';
import type { PlayerGateway } from '../../ports/player-gateway.port';
import type { Cancel, Scheduler } from '../../ports/scheduler.port';
import type { TokenStore } from '../../ports/token-store.port';
import type { PlayerCache } from '../../ports/player-cache.port';
import type { LogoutUseCase } from './logout.use-case';

/**
 * Keeps a session alive and ends it when it must (spec/1 §4): refresh every 60 s, a short session
 * ends after 1800 s without a click, a 401 on refresh clears locally, another tab's logout is
 * followed. Logged in means both tokens are present.
 */
export class SessionKeeper {
  private timers: Cancel[] = [];
  private stopWatchingTabs: Cancel | null = null;
  private refreshing: Promise<boolean> | null = null;
  private listeners = new Set<(event: SessionEvent) => void>();
  private wasLoggedIn = false;

  constructor(
    private readonly players: PlayerGateway,
    private readonly tokens: TokenStore,
    private readonly local: LocalData,
    private readonly logoutUseCase: LogoutUseCase,
    private readonly scheduler: Scheduler,
    private readonly clock: Clock,
    private readonly reporter: ErrorReporter,
    private readonly playerCache: PlayerCache | null = null,
  ) {}

  subscribe(listener: (event: SessionEvent) => void): Cancel {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get loggedIn(): boolean {
    return this.tokens.read() !== null;
  }

  /** App start: pick up a stored session and follow other tabs. */
  start(): void {
    this.stopWatchingTabs?.();
    this.stopWatchingTabs = this.tokens.onExternalChange(() => this.followOtherTab());
    this.wasLoggedIn = this.loggedIn;
    if (this.wasLoggedIn) {
      if (!this.local.lastActivity()) this.activity();
      this.arm();
    }
  }

  /** After a successful login: restart the timers and tell everyone. */
  loggedInNow(): void {
    this.wasLoggedIn = true;
    this.activity();
    this.arm();
    this.emit({ type: 'login' });
  }

  /** Any click counts as activity. */
  activity(): void {
    if (this.loggedIn) this.local.recordActivity(this.clock.now().toString());
  }

  async logout(reason: LogoutReason = 'user'): Promise<void> {
    this.disarm();
    this.wasLoggedIn = false;
    await this.logoutUseCase.execute({ serverToo: true });
    this.emit({ type: 'logout', reason });
  }

  /**
   * One refresh, shared by everybody who asks meanwhile (concurrent 401s refresh once).
   * true: a fresh access token is stored. A 401 on refresh ends the session locally.
   */
  refresh(): Promise<boolean> {
    this.refreshing ??= this.doRefresh().finally(() => (this.refreshing = null));
    return this.refreshing;
  }

  dispose(): void {
    this.disarm();
    this.stopWatchingTabs?.();
    this.stopWatchingTabs = null;
  }

  private async doRefresh(): Promise<boolean> {
    const tokens = this.tokens.read();
    if (!tokens) {
      await this.endLocally('unauthorized');
      return false;
    }
    try {
      const accessToken = await this.players.refresh(tokens.refreshToken);
      // Another tab may have logged out meanwhile: only keep the token if the session is still ours.
      if (this.tokens.read()?.refreshToken !== tokens.refreshToken) return false;
      this.tokens.write({ accessToken, refreshToken: tokens.refreshToken });
      return true;
    } catch (error) {
      if (error instanceof AuthenticationError) await this.endLocally('unauthorized');
      else this.reporter.report({ source: 'session', message: `Token refresh failed: ${(error as Error).message}` });
      return false;
    }
  }

  private async endLocally(reason: LogoutReason): Promise<void> {
    const had = this.wasLoggedIn || this.loggedIn;
    this.disarm();
    this.wasLoggedIn = false;
    await this.logoutUseCase.execute({ serverToo: false });
    if (had) this.emit({ type: 'logout', reason });
  }

  private arm(): void {
    this.disarm();
    this.timers.push(this.scheduler.every(SESSION.refreshIntervalMs, () => void this.refresh()));
    this.timers.push(this.scheduler.every(SESSION.inactivityCheckMs, () => void this.checkInactivity()));
  }

  private disarm(): void {
    for (const cancel of this.timers) cancel();
    this.timers = [];
  }

  private async checkInactivity(): Promise<void> {
    const tokens = this.tokens.read();
    if (!tokens || isLongSession(tokens)) return;
    const last = this.local.lastActivity();
    if (!last) return this.activity();
    const idle = this.clock.now().epochMilliseconds - Temporal.Instant.from(last).epochMilliseconds;
    if (idle >= SESSION.inactivityLimitMs) await this.logout('inactivity');
  }

  private followOtherTab(): void {
    const now = this.loggedIn;
    if (this.wasLoggedIn && !now) {
      this.disarm();
      this.wasLoggedIn = false;
      this.emit({ type: 'logout', reason: 'external' });
    } else if (!this.wasLoggedIn && now) {
      this.wasLoggedIn = true;
      this.arm();
      this.emit({ type: 'login' });
    }
  }

  private emit(event: SessionEvent): void {
    // Player-specific caches never outlive a login or a logout.
    this.playerCache?.invalidate();
    for (const listener of this.listeners) listener(event);
  }
}
