import type { BrowserInfo } from '../../core/domain/payment';
import type { BrowserInfoSource } from '../../ports/browser-info.port';
import type { PendingPayment, PendingPaymentStore } from '../../ports/pending-payment-store.port';

/** A fixed desktop browser for tests. */
export class FixedBrowserInfo implements BrowserInfoSource {
  read(): BrowserInfo {
    return {
      colorDepth: 24,
      javaEnabled: false,
      javaScriptEnabled: true,
      language: 'de-DE',
      screenHeight: 1080,
      screenWidth: 1920,
      timeZoneOffsetInMinutes: -60,
      userAgent: 'Tippwerk tests',
    };
  }
}

export class MemoryPendingPaymentStore implements PendingPaymentStore {
  private payment: PendingPayment | null = null;
  load(): PendingPayment | null {
    return this.payment;
  }
  save(payment: PendingPayment): void {
    this.payment = { ...payment };
  }
  clear(): void {
    this.payment = null;
  }
}
