import { err, ok, type Result } from '../shared/result';
import { NotFoundError } from '../domain/errors';
import type { StoredPaymentMethod } from '../domain/player';
import type { PaymentGateway } from '../../ports/payment-gateway.port';
import type { PlayerCache } from '../../ports/player-cache.port';

export type DeletePaymentMethodError = { kind: 'not_deletable' };

/**
 * Deletes a stored card or PayPal account (spec/2 §7.2: the two PayPal kinds are two separate
 * calls). A SEPA account is replaced, never deleted: payouts need one. Already gone (404) counts
 * as done, so a repeated click is harmless.
 */
export class DeletePaymentMethodUseCase {
  constructor(
    private readonly payments: PaymentGateway,
    private readonly playerCache: PlayerCache | null = null,
  ) {}

  async execute(stored: StoredPaymentMethod): Promise<Result<void, DeletePaymentMethodError>> {
    if (stored.type === 'sepa_direct_debit') return err({ kind: 'not_deletable' });
    try {
      if (stored.type === 'adyen_credit_card') await this.payments.deleteStoredCard(stored.id);
      else if (stored.type === 'adyen_paypal') await this.payments.deleteAdyenPaypal(stored.id);
      else await this.payments.deletePaypal(stored.id);
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
    } finally {
      this.playerCache?.invalidate();
    }
    return ok();
  }
}
