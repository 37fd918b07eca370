import { makeAutoObservable } from 'mobx';
import { additionalDataNeeded } from '../../../core/domain/player';
import type { SessionEvent } from '../../../core/domain/session';
import type { SessionViewModel } from '../session/session.view-model';
import type { VerificationGuardViewModel } from '../verification/verification-guard.view-model';
import type { StakesNoticeViewModel } from '../limits/stakes-notice.view-model';
import { mayRedirectFrom } from '../verification/verification-routes';

export const ADDITIONAL_DATA_MODAL = 'additional_data_needed';
const PERSONAL_DATA_ROUTE = 'account-personalData';

interface Deps {
  readonly session: Pick<SessionViewModel, 'status' | 'player'>;
  readonly keeper: { subscribe(listener: (event: SessionEvent) => void): () => void };
  readonly guard: Pick<VerificationGuardViewModel, 'status' | 'redirect' | 'redirecting'>;
  readonly stakes: Pick<StakesNoticeViewModel, 'settledFor' | 'opening'>;
}

/** Where the shop may put the modal in front of the player by itself. */
export interface ReminderPlace {
  readonly routeName: string | undefined;
  /** Some modal is open already (open-modal in the query). */
  readonly modalOpen: boolean;
  /** A navigation is under way (e.g. the verification redirect loading its page): wait for where it lands. */
  readonly navigating?: boolean;
}

/**
 * Opens `additional_data_needed` by itself once per login when birth name or birthplace is
 * missing (docs/decisions.md). It waits its turn: after the verification check (which may send
 * the player to the age verification) and the stakes-and-winnings notice (GlüStV), never over
 * another modal, and never on pages where the player is busy with something else: buying
 * (basket, checkout, a ticket), the age verification, the personal-data page (which asks
 * inline) and the developer pages. Until then it stays pending for the next page.
 */
export class AdditionalDataReminderViewModel {
  /** A login happened and the reminder has not been shown for it yet. */
  pending = false;

  constructor(private readonly deps: Deps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** Follows logins and logouts; returns the stop function. */
  start(): () => void {
    return this.deps.keeper.subscribe((event) => this.onSessionEvent(event));
  }

  shouldOpen(place: ReminderPlace): boolean {
    if (!this.pending || place.modalOpen || place.navigating || !mayRemindOn(place.routeName)) return false;
    const { session, guard, stakes } = this.deps;
    const player = session.status === 'ready' ? session.player : null;
    if (!player || !additionalDataNeeded(player)) return false;
    // A verification redirect asked for or still loading goes first (opening the modal now would cancel it).
    if (guard.redirect !== null || guard.redirecting) return false;
    return guard.status !== null && stakes.settledFor === player.id && !stakes.opening;
  }

  /** The modal is in the query now: not again until the next login. */
  opened(): void {
    this.pending = false;
  }

  private onSessionEvent(event: SessionEvent): void {
    this.pending = event.type === 'login';
  }
}

export function mayRemindOn(routeName: string | undefined): boolean {
  return mayRedirectFrom(routeName) && routeName !== PERSONAL_DATA_ROUTE;
}
