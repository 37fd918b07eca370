import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { FinalVerificationStatus } from '../../../core/domain/verification-flow';
import { verificationRedirect } from '../../../core/domain/verification-redirect';
import type { SessionKeeper } from '../../../core/use-cases/keep-session.use-case';
import type { VerifyPlayerUseCase } from '../../../core/use-cases/verify-player.use-case';
import { ageVerificationPath, mayRedirectFrom } from './verification-routes';

export interface VerificationRedirectRequest {
  readonly path: string;
  readonly status: FinalVerificationStatus;
  readonly seq: number;
}

/**
 * App-wide: runs the verification flow after a login and when an account page opens, and asks
 * for a redirect to the age verification page when the final state calls for one (spec/1 §2).
 * The router decides whether the current page may be left (use-verification-redirect.ts). A
 * redirect is over only when the router has rendered a page since it was taken: any later
 * navigation while its lazy page loads (the login modal closing itself, a modal opening) cancels
 * it, and then it is asked for again from where that navigation landed.
 */
export class VerificationGuardViewModel {
  redirect: VerificationRedirectRequest | null = null;
  /** A redirect taken from `redirect` is still loading its page (a query change now would cancel it). */
  redirecting = false;
  /** A check is under way: a redirect may be about to be asked for (other after-login notices wait for it). */
  checking = false;
  status: FinalVerificationStatus | null = null;
  private generation = 0;
  private seq = 0;
  /** The request the router is following, until a page has rendered. */
  private taken: VerificationRedirectRequest | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(
    /** The flow loads with its first run (after a login), not with the shell. */
    private readonly verifyPlayer: () => Promise<VerifyPlayerUseCase>,
    private readonly keeper: SessionKeeper,
  ) {
    makeAutoObservable<this, 'verifyPlayer' | 'keeper' | 'generation' | 'seq' | 'taken' | 'unsubscribe'>(
      this,
      {
        verifyPlayer: false,
        keeper: false,
        generation: false,
        seq: false,
        taken: false,
        unsubscribe: false,
        redirect: observableRef,
      },
      { autoBind: true },
    );
  }

  /** Follows logins (check) and logouts (forget); returns the stop function. */
  start(): () => void {
    this.unsubscribe?.();
    this.unsubscribe = this.keeper.subscribe((event) => {
      if (event.type === 'login') void this.check();
      else this.forget();
    });
    return () => this.dispose();
  }

  dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  /** Runs the flow; the latest check wins, so an older answer never redirects. */
  async check(): Promise<FinalVerificationStatus> {
    const generation = ++this.generation;
    this.checking = true;
    try {
      const run = await (await this.verifyPlayer()).execute();
      if (generation === this.generation) runInAction(() => this.settle(run.status));
      return run.status;
    } finally {
      if (generation === this.generation) runInAction(() => (this.checking = false));
    }
  }

  /** The page ran the flow itself: remember the outcome without asking for a redirect. */
  remember(status: FinalVerificationStatus): void {
    this.generation++;
    this.checking = false;
    this.status = status;
  }

  /** Takes the redirect request; `navigating` when the router goes there now (in one action, so no observer sees neither). */
  consume(navigating: boolean): void {
    this.taken = navigating ? this.redirect : null;
    this.redirect = null;
    this.redirecting = navigating;
  }

  /** Takes the redirect request from the page on screen (`routeName`); true when the router should go there now. */
  takeFrom(routeName: string | undefined): boolean {
    const navigating = mayRedirectFrom(routeName);
    this.consume(navigating);
    return navigating;
  }

  /**
   * The router has rendered a page (`routeName`) since the redirect was taken: the redirect's
   * own, or one a later navigation put in its place. From a page that may still be left the
   * redirect is asked for again, in the same action, so no observer sees the redirect over.
   */
  landed(routeName: string | undefined): void {
    const taken = this.taken;
    this.taken = null;
    this.redirecting = false;
    if (taken && mayRedirectFrom(routeName)) this.redirect = { ...taken, seq: ++this.seq };
  }

  private settle(status: FinalVerificationStatus): void {
    this.status = status;
    const target = verificationRedirect(status);
    this.redirect = target
      ? { path: ageVerificationPath(target.showMicroDepositDetails), status, seq: ++this.seq }
      : null;
  }

  private forget(): void {
    this.generation++;
    this.status = null;
    this.checking = false;
    this.redirect = null;
    this.taken = null;
    this.redirecting = false;
  }
}
