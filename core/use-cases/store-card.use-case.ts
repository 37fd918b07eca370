import { err, ok, type Result } from '../shared/result';
import { money } from '../domain/money';
import type { CardInput } from '../domain/payment';
import type { BrowserInfoSource } from '../../ports/browser-info.port';
import type { IdGenerator } from '../../ports/id-generator.port';
import type { PaymentGateway } from '../../ports/payment-gateway.port';
import type { PlayerCache } from '../../ports/player-cache.port';
import { chargeFailure, type ChargePaymentUseCase, type ResumeFailure } from './charge-payment.use-case';

export type StoreCardStep = { kind: 'stored' } | { kind: 'redirect'; url: string };
export type StoreCardError = ResumeFailure;

/** What a card store's pending 3-D Secure check is for. */
const CARD_STORE_PURPOSE = 'card_store';

/**
 * Stores a new card on the payment-data page (POST /my/credit_cards/store): a zero-amount check
 * with 3-D Secure like a charge; it replaces a card stored before.
 */
export class StoreCardUseCase {
  constructor(
    private readonly payments: PaymentGateway,
    private readonly charge: ChargePaymentUseCase,
    private readonly browser: BrowserInfoSource,
    private readonly ids: IdGenerator,
    private readonly playerCache: PlayerCache | null = null,
  ) {}

  async execute(card: CardInput, returnUrl: string): Promise<Result<StoreCardStep, StoreCardError>> {
    const encrypted = await this.charge.encrypt(card);
    if (!encrypted) return err({ kind: 'card_unavailable' });
    const transactionId = this.ids.uuid();
    const stored = await this.payments.storeCard(encrypted, {
      browserInfo: this.browser.read(),
      transactionId,
      returnUrl,
    });
    this.playerCache?.invalidate();
    if (!stored.ok) return err(chargeFailure(stored.error));
    if (stored.value.type === 'processed') return ok({ kind: 'stored' });
    this.charge.awaitShopper({
      method: 'card',
      reference: transactionId,
      transactionId,
      purpose: CARD_STORE_PURPOSE,
      amount: money(0),
    });
    return ok({ kind: 'redirect', url: stored.value.url });
  }

  /** Back from the bank's 3-D Secure page. */
  async resume(redirectResult: string | null): Promise<Result<StoreCardStep, StoreCardError>> {
    const confirmed = await this.charge.resume(CARD_STORE_PURPOSE, redirectResult);
    this.playerCache?.invalidate();
    return confirmed.ok ? ok({ kind: 'stored' }) : confirmed;
  }
}
