import { http, type HttpHandler } from 'msw';
import { API_PATHS } from '../../adapters/http/api-config';
import type {
  ChangePasswordRequestDto,
  RegisterRequestDto,
  ResetPasswordRequestDto,
  StartRecoveryRequestDto,
  UpdatePlayerRequestDto,
} from '../../adapters/http/wire/player.dto';
import type { FakePlatformApi } from '../platform/platform-api';
import { bearerToken, readJson, requiredParam, respond } from './handler-support';

/**
 * Player API account calls (spec/2 §7.1): registration and zip codes, recovery and passwords,
 * personal data, disabling and the temporary lock. Bodies go to the platform as they came; it
 * checks them after authenticating.
 */
export function accountHandlers(platform: FakePlatformApi, baseUrl = ''): HttpHandler[] {
  const path = (p: string) => `${baseUrl}${API_PATHS.player}${p}`;
  return [
    http.post(path('/register'), ({ request }) =>
      respond(async () => platform.register(await readJson<RegisterRequestDto>(request))),
    ),
    http.get(path('/zip_codes'), ({ request }) =>
      respond(() => platform.zipCodes(new URL(request.url).searchParams.get('starting_with') ?? '')),
    ),
    http.post(path('/start_recovery'), ({ request }) =>
      respond(async () => platform.startRecovery(await readJson<StartRecoveryRequestDto>(request))),
    ),
    http.get(path('/validate_password_recovery_token'), ({ request }) =>
      respond(() => platform.validateRecoveryToken(requiredParam(new URL(request.url), 'password_recovery_token'))),
    ),
    http.put(path('/password'), ({ request }) =>
      respond(async () => platform.resetPassword(await readJson<ResetPasswordRequestDto>(request))),
    ),
    http.put(path('/me'), ({ request }) =>
      respond(async () =>
        platform.updatePersonalData(bearerToken(request), await readJson<UpdatePlayerRequestDto>(request)),
      ),
    ),
    http.put(path('/me/change_password'), ({ request }) =>
      respond(async () =>
        platform.changePassword(bearerToken(request), await readJson<ChangePasswordRequestDto>(request)),
      ),
    ),
    http.post(path('/me/disable'), ({ request }) => respond(() => platform.disableAccount(bearerToken(request)))),
    http.post(path('/me/lock_temporary'), ({ request }) =>
      respond(async () => platform.lockTemporary(bearerToken(request), await readJson<{ till: string }>(request))),
    ),
  ];
}
