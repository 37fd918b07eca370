import type { BasketItem } from '../../core/domain/basket';
import type { CookieConsent } from '../../core/domain/consent';
import type { BrowserInfo } from '../../core/domain/payment';
import type { SessionTokens } from '../../core/domain/player';
import type { AttributionStore } from '../../ports/attribution-store.port';
import type { BasketRepository } from '../../ports/basket-repository.port';
import type { BrowserInfoSource } from '../../ports/browser-info.port';
import type { ConsentStore } from '../../ports/consent-store.port';
import type { Connectivity } from '../../ports/connectivity.port';
import type { DraftStore } from '../../ports/draft-store.port';
import type { StakesConfirmationStore } from '../../ports/limits-gateway.port';
import type { LocalData } from '../../ports/local-data.port';
import type { PendingPayment, PendingPaymentStore } from '../../ports/pending-payment-store.port';
import type { SavedTip } from '../../core/domain/saved-tip';
import type { TicketTemplate } from '../../core/domain/ticket-template';
import type { SavedTipsStore } from '../../ports/saved-tips-store.port';
import type { TicketHandoverStore } from '../../ports/ticket-handover-store.port';
import type { TokenStore } from '../../ports/token-store.port';

/*
 * What a page rendered on the server sees of the player's browser: nothing. Tokens, basket,
 * consent and drafts live in browser storage (spec), so the server renders every page as a first
 * visit and the browser fills in the player's parts after hydration. Each request gets its own
 * instances; nothing is shared between two players' requests.
 */

export class RequestTokenStore implements TokenStore {
  read(): SessionTokens | null {
    return null;
  }
  write(_tokens: SessionTokens): void {}
  clear(): void {}
  onExternalChange(_listener: () => void): () => void {
    return () => {};
  }
}

export class RequestBasketRepository implements BasketRepository {
  load(): BasketItem[] {
    return [];
  }
  save(_items: readonly BasketItem[]): void {}
}

export class RequestLocalData implements LocalData {
  readonly persistent = true;
  lastActivity(): string | null {
    return null;
  }
  recordActivity(_isoInstant: string): void {}
  clearExceptConsent(): void {}
}

export class RequestConsentStore implements ConsentStore {
  read(): CookieConsent | null {
    return null;
  }
  write(_consent: CookieConsent): void {}
}

export class RequestDraftStore implements DraftStore {
  load(_key: string): Record<string, string> | null {
    return null;
  }
  save(_key: string, _draft: Record<string, string>): void {}
  clear(_key: string): void {}
}

/** Meine Zahlen lives in the player's browser: a rendered page lists none (the list fills in after hydration). */
export class RequestSavedTipsStore implements SavedTipsStore {
  load(): SavedTip[] {
    return [];
  }
  save(_tips: readonly SavedTip[]): void {}
}

/** A hand-over to the ticket screen waits in the tab's storage: the server renders the blank ticket. */
export class RequestTicketHandoverStore implements TicketHandoverStore {
  put(_id: string, _template: TicketTemplate): void {}
  read(_id: string): TicketTemplate | null {
    return null;
  }
}

export class RequestAttributionStore implements AttributionStore {
  trackingParameters(): Readonly<Record<string, string>> | null {
    return null;
  }
  saveTrackingParameters(_parameters: Readonly<Record<string, string>>): void {}
  deviceId(create: () => string): string {
    return create();
  }
}

export class RequestPendingPaymentStore implements PendingPaymentStore {
  load(): PendingPayment | null {
    return null;
  }
  save(_payment: PendingPayment): void {}
  clear(): void {}
}

export class RequestStakesConfirmationStore implements StakesConfirmationStore {
  read(): string | null {
    return null;
  }
  write(_isoInstant: string): void {}
}

/** The server is online by definition: a failing backend call is an error, not "offline". */
export class ServerConnectivity implements Connectivity {
  online(): boolean {
    return true;
  }
}

/** Payments start in the browser; the server never describes a browser for 3-D Secure. */
export class ServerBrowserInfo implements BrowserInfoSource {
  read(): BrowserInfo {
    throw new Error('No browser on the server: payments start in the browser');
  }
}
