import { http, type HttpHandler } from 'msw';
import type {
  CardChargeRequestDto,
  CardStoreRequestDto,
  ConfirmPendingPaymentRequestDto,
  MonetaryTransactionDto,
  StoredCardChargeRequestDto,
} from '../../adapters/http/wire/payment.dto';
import { API_PATHS } from '../../adapters/http/api-config';
import type { FakePlatformApi } from '../platform/platform-api';
import type { PaypalPrepareRequestDto, SepaAccountRequestDto } from '../platform/psp/psp-dto';
import { bearerToken, readJson, respond } from './handler-support';

/** Path parameters arrive as string or string[]; anything but one string cannot name a stored method. */
const idParam = (value: string | readonly string[] | undefined): string => (typeof value === 'string' ? value : '');

/**
 * Payment calls of the wallet API (spec/2 §7.2) over the fake PSP: cards with 3-D Secure,
 * PayPal, SEPA. The pages a player is sent to (3-D Secure, PayPal approval) call the control
 * API in psp-control.handlers.ts.
 */
export function paymentHandlers(platform: FakePlatformApi, baseUrl = ''): HttpHandler[] {
  const path = (p: string) => `${baseUrl}${API_PATHS.wallet}${p}`;
  /** POST with a JSON body, handed to the platform with the player's token. */
  const post = <T>(p: string, call: (token: string | null, body: T) => unknown) =>
    http.post(path(p), ({ request }) => respond(async () => call(bearerToken(request), await readJson<T>(request))));
  return [
    post<CardChargeRequestDto>('/my/credit_cards/charge', (token, body) => platform.chargeCard(token, body)),
    post<CardStoreRequestDto>('/my/credit_cards/store', (token, body) => platform.storeCard(token, body)),
    post<StoredCardChargeRequestDto>('/my/credit_cards/charge_with_stored', (token, body) =>
      platform.chargeStoredCard(token, body),
    ),
    post<ConfirmPendingPaymentRequestDto>('/my/credit_cards/confirm_pending_payment', (token, body) =>
      platform.confirmPendingPayment(token, body),
    ),
    http.delete(path('/my/credit_cards/:storedCreditCardId'), ({ request, params }) =>
      respond(() => platform.deleteStoredCard(bearerToken(request), idParam(params['storedCreditCardId']))),
    ),
    post<PaypalPrepareRequestDto>('/my/paypal/prepare_charge', (token, body) =>
      platform.preparePaypalCharge(token, body),
    ),
    post<{ order_id: string }>('/my/paypal/confirm_charge', (token, body) => platform.confirmPaypalCharge(token, body)),
    // spec/2 §7.2 lists two deletions (stored_adyen_paypal_id, stored_paypal_id): one route shape serves both.
    http.delete(path('/my/adyen_paypal/:storedPaypalId'), ({ request, params }) =>
      respond(() => platform.deleteStoredPaypal(bearerToken(request), idParam(params['storedPaypalId']))),
    ),
    post<SepaAccountRequestDto>('/my/sepa_accounts', (token, body) => platform.storeSepaAccount(token, body)),
    post<MonetaryTransactionDto>('/my/sepa_accounts/charge', (token, body) => platform.chargeSepa(token, body)),
  ];
}
