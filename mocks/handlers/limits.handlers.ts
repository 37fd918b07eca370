import { http, type HttpHandler } from 'msw';
import { API_PATHS } from '../../adapters/http/api-config';
import type { AutowithdrawalDto, LugasLimitRequestDto, SetLimitRequestDto } from '../../adapters/http/wire/limits.dto';
import type { LimitKind } from '../../core/domain/limits';
import type { FakePlatformApi } from '../platform/platform-api';
import { bearerToken, readJson, respond } from './handler-support';

/**
 * Limits (wallet API), LUGAS (player API), autowithdrawal (lottery store API) and the
 * stakes-and-winnings notice (wallet API; docs/decisions.md "Limits" names the paths we chose).
 */
export function limitsHandlers(platform: FakePlatformApi, baseUrl = ''): HttpHandler[] {
  const wallet = (p: string) => `${baseUrl}${API_PATHS.wallet}${p}`;
  const store = (p: string) => `${baseUrl}${API_PATHS.lotteryStore}${p}`;
  const kindOf = (request: Request) => new URL(request.url).searchParams.get('kind');
  const personal = (kind: LimitKind): HttpHandler[] => [
    http.put(wallet(`/my/${kind}_limits/personal`), ({ request }) =>
      respond(async () =>
        platform.setPersonalLimit(bearerToken(request), kind, await readJson<SetLimitRequestDto>(request)),
      ),
    ),
    http.delete(wallet(`/my/${kind}_limits/personal`), ({ request }) =>
      respond(() => platform.removePersonalLimit(bearerToken(request), kind)),
    ),
  ];
  return [
    http.get(wallet('/settings'), () => respond(() => platform.settings())),
    http.get(wallet('/my/limits'), ({ request }) => respond(() => platform.limits(bearerToken(request)))),
    ...personal('deposit'),
    ...personal('purchase'),
    http.put(`${baseUrl}${API_PATHS.player}/my/lugas_limit`, ({ request }) =>
      respond(async () => platform.setLugasLimit(bearerToken(request), await readJson<LugasLimitRequestDto>(request))),
    ),
    http.get(store('/my/autowithdrawal'), ({ request }) =>
      respond(() => platform.autowithdrawal(bearerToken(request))),
    ),
    http.put(store('/my/autowithdrawal'), ({ request }) =>
      respond(async () => platform.setAutowithdrawal(bearerToken(request), await readJson<AutowithdrawalDto>(request))),
    ),
    http.delete(store('/my/autowithdrawal'), ({ request }) =>
      respond(() => platform.deleteAutowithdrawal(bearerToken(request))),
    ),
    http.get(wallet('/my/stakes_and_winnings'), ({ request }) =>
      respond(() => platform.stakesAndWinnings(bearerToken(request), kindOf(request))),
    ),
    http.get(wallet('/my/stakes_and_winnings/latest'), ({ request }) =>
      respond(() => platform.latestStakesAndWinnings(bearerToken(request), kindOf(request))),
    ),
    http.get(wallet('/my/stakes_and_winnings/confirmation'), ({ request }) =>
      respond(() => platform.stakesConfirmation(bearerToken(request))),
    ),
    http.put(wallet('/my/stakes_and_winnings/confirmation'), ({ request }) =>
      respond(() => platform.confirmStakes(bearerToken(request))),
    ),
    // Developer control: e2e runs that are not about the notice keep it out of their way.
    http.post(`${baseUrl}${API_PATHS.fakeControl}/stakes_and_winnings_notice`, ({ request }) =>
      respond(async () =>
        platform.setStakesNotice((await readJson<{ enabled?: unknown } | null>(request))?.enabled as boolean),
      ),
    ),
  ];
}
