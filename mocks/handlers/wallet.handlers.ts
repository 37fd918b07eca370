import { http, type HttpHandler } from 'msw';
import type { OrderDto } from '../../adapters/http/wire/wallet.dto';
import { API_PATHS } from '../../adapters/http/api-config';
import type { FakePlatformApi } from '../platform/platform-api';
import { bearerToken, readJson, respond } from './handler-support';

/** Shop / wallet API (spec/2 §7.2): accounts, payment methods, orders. */
export function walletHandlers(platform: FakePlatformApi, baseUrl = ''): HttpHandler[] {
  const path = (p: string) => `${baseUrl}${API_PATHS.wallet}${p}`;
  return [
    http.get(path('/my/account'), ({ request }) =>
      respond(() => platform.account(bearerToken(request), new URL(request.url).searchParams.get('kind') ?? '')),
    ),
    http.get(path('/my/available_payment_methods'), ({ request }) =>
      respond(() => platform.availablePaymentMethods(bearerToken(request))),
    ),
    http.post(path('/my/orders/validate'), ({ request }) =>
      respond(async () => platform.validateOrder(bearerToken(request), await readJson<OrderDto>(request))),
    ),
    http.post(path('/my/orders'), ({ request }) =>
      respond(async () => platform.placeOrder(bearerToken(request), await readJson<OrderDto>(request))),
    ),
  ];
}
