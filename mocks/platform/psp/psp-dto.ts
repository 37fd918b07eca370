import type { MonetaryTransactionDto } from '../../../adapters/http/wire/payment.dto';
import type { ShopperDecision } from './psp-state';

/**
 * Wire shapes the fake PSP takes beyond adapters/http/wire/payment.dto.ts: request bodies the
 * spec names without a DTO there, and the control calls of the fake PSP pages.
 */

/** POST /my/paypal/prepare_charge; return_url is where the PayPal page sends the player back. */
export type PaypalPrepareRequestDto = MonetaryTransactionDto & { return_url?: string };

/** POST /my/sepa_accounts (spec/2 §7.2). */
export interface SepaAccountRequestDto {
  account_holder: { first_name: string; last_name: string };
  iban: string;
}

/** Control call `POST /__fake/psp/3ds` of the fake challenge page. */
export interface ThreeDsDecisionDto {
  transaction_id: string;
  approve?: boolean;
  /** More precise than `approve`, and wins over it: a failed challenge differs from a cancelled one. */
  outcome?: ShopperDecision;
}

/** Control call `POST /__fake/psp/paypal` of the fake approval page. */
export interface PaypalDecisionDto {
  order_id: string;
  approve: boolean;
  /** The PayPal account's holder; left out, the player approves with an account in the player's own name. */
  payer_name?: string;
}

export interface PaypalDecisionResultDto {
  order_id: string;
  status: 'approved' | 'cancelled';
  /** Where the page sends the player next (the shop's return_url). */
  return_url: string;
}
