import { http, type HttpHandler } from 'msw';
import type { MonetaryTransactionDto } from '../../adapters/http/wire/payment.dto';
import { API_PATHS } from '../../adapters/http/api-config';
import type { FakePlatformApi } from '../platform/platform-api';
import { bearerToken, readJson, respond } from './handler-support';

/**
 * Payouts (POST /my/withdrawal, spec/2 §7.2; 204 like every "not shown" answer) and the control
 * that books a winning for a player (`POST /__fake/wallet/winning {email, amount_cents}`).
 */
export function walletMovesHandlers(platform: FakePlatformApi, baseUrl = ''): HttpHandler[] {
  return [
    http.post(`${baseUrl}${API_PATHS.wallet}/my/withdrawal`, ({ request }) =>
      respond(async () => platform.withdraw(bearerToken(request), await readJson<MonetaryTransactionDto>(request))),
    ),
    http.post(`${baseUrl}${API_PATHS.fakeControl}/wallet/winning`, ({ request }) =>
      respond(async () =>
        platform.creditTestWinning(await readJson<{ email?: unknown; amount_cents?: unknown }>(request)),
      ),
    ),
  ];
}
