import { http, type HttpHandler } from 'msw';
import { API_PATHS } from '../../adapters/http/api-config';
import type { MicroDepositConfirmRequestDto, NectIdentStartRequestDto } from '../../adapters/http/wire/player.dto';
import type { FakePlatformApi } from '../platform/platform-api';
import { bearerToken, readJson, respond } from './handler-support';

/** Player API verification calls (spec/2 §7.1); the IBAN check starts with POST /my/sepa_accounts (wallet API). */
export function verificationHandlers(platform: FakePlatformApi, baseUrl = ''): HttpHandler[] {
  const path = (p: string) => `${baseUrl}${API_PATHS.player}${p}`;
  return [
    http.post(path('/my/micro_deposit_verification'), ({ request }) =>
      respond(() => platform.startMicroDeposit(bearerToken(request))),
    ),
    http.patch(path('/my/micro_deposit_verification/confirm'), ({ request }) =>
      respond(async () =>
        platform.confirmMicroDeposit(bearerToken(request), await readJson<MicroDepositConfirmRequestDto>(request)),
      ),
    ),
    http.post(path('/my/nect_robo_ident_case/start'), ({ request }) =>
      respond(async () =>
        platform.startNectIdent(bearerToken(request), await readJson<NectIdentStartRequestDto>(request)),
      ),
    ),
  ];
}
