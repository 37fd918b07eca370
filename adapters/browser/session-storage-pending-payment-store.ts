import type { PendingPayment, PendingPaymentStore } from '../../ports/pending-payment-store.port';

const KEY = 'tippwerk.pending-payment';

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage;
  } catch {
    return null;
  }
}

/** Per tab: a 3-D Secure or PayPal round trip comes back to the tab that started it. */
export class SessionStoragePendingPaymentStore implements PendingPaymentStore {
  private memory: PendingPayment | null = null;

  load(): PendingPayment | null {
    const s = storage();
    if (!s) return this.memory;
    try {
      const parsed = JSON.parse(s.getItem(KEY) ?? 'null') as PendingPayment | null;
      const valid =
        parsed &&
        typeof parsed.reference === 'string' &&
        typeof parsed.transactionId === 'string' &&
        typeof parsed.purpose === 'string';
      return valid && Number.isSafeInteger(parsed.amount?.fractional) ? parsed : null;
    } catch {
      return null;
    }
  }

  save(payment: PendingPayment): void {
    this.memory = payment;
    storage()?.setItem(KEY, JSON.stringify(payment));
  }

  clear(): void {
    this.memory = null;
    storage()?.removeItem(KEY);
  }
}
