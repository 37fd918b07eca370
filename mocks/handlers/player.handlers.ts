import { http, type HttpHandler } from 'msw';
import type { LoginRequestDto } from '../../adapters/http/wire/player.dto';
import { API_PATHS } from '../../adapters/http/api-config';
import type { FakePlatformApi } from '../platform/platform-api';
import { bearerToken, clientOf, readJson, requiredParam, respond } from './handler-support';

/** Player API (spec/2 §7.1): sessions, the player record and the gambling permission. */
export function playerHandlers(platform: FakePlatformApi, baseUrl = ''): HttpHandler[] {
  const path = (p: string) => `${baseUrl}${API_PATHS.player}${p}`;
  return [
    http.post(path('/login'), ({ request }) =>
      respond(async () => platform.login(await readJson<LoginRequestDto>(request), clientOf(request))),
    ),
    http.put(path('/refresh'), ({ request }) =>
      respond(async () => {
        const body = await readJson<{ refresh_token?: unknown }>(request);
        return platform.refresh(typeof body?.refresh_token === 'string' ? body.refresh_token : '');
      }),
    ),
    http.delete(path('/logout'), ({ request }) =>
      respond(() => platform.logout(requiredParam(new URL(request.url), 'token'))),
    ),
    http.get(path('/me'), ({ request }) => respond(() => platform.me(bearerToken(request)))),
    http.get(path('/my/gambling_permission'), ({ request }) =>
      respond(() => platform.gamblingPermission(bearerToken(request))),
    ),
  ];
}
