import { http, HttpResponse, type HttpHandler } from 'msw';
import { API_PATHS } from '../../adapters/http/api-config';
import type { FakePlatformApi } from '../platform/platform-api';
import {
  FAKE_PROVIDER_PATH,
  fakeProviderCsp,
  fakeProviderPage,
  LOCAL_FRAME_ANCESTORS,
} from '../platform/games/fake-provider-page';
import { respond } from './handler-support';

/** The game service's own auth header (spec/1 §6): the bare access token. */
const userAuth = (request: Request): string | null => request.headers.get('user-auth') || null;

/** Gambling service (spec/2 §7.5), the fake provider's page and a developer look at the sessions. */
export function gamblingHandlers(
  platform: FakePlatformApi,
  baseUrl = '',
  allowOrigin?: (origin: string) => boolean,
): HttpHandler[] {
  const api = (p: string) => `${baseUrl}${API_PATHS.gambling}${p}`;
  return [
    http.get(api('/launch-game'), ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams.entries());
      return respond(() => platform.launchGame(userAuth(request), query, request.headers.get('idempotency-key')));
    }),
    http.post(api('/sessions/end-all'), ({ request }) => respond(() => platform.endAllGameSessions(userAuth(request)))),
    http.post(api('/sessions/:sessionId/end'), ({ request, params }) =>
      respond(() => platform.endGameSession(userAuth(request), String(params['sessionId']))),
    ),
    http.get(`${baseUrl}${API_PATHS.fakeControl}/game-sessions`, () => respond(() => platform.gameSessions())),
    http.get(`${baseUrl}${FAKE_PROVIDER_PATH}`, ({ request }) => {
      const nonce = crypto.randomUUID().replace(/-/g, '');
      return new HttpResponse(fakeProviderPage(new URL(request.url).searchParams, nonce), {
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Security-Policy': fakeProviderCsp(nonce, allowOrigin ? LOCAL_FRAME_ANCESTORS : undefined),
        },
      });
    }),
  ];
}
