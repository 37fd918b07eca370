import { http, type HttpHandler } from 'msw';
import { API_PATHS } from '../../adapters/http/api-config';
import type { FakePlatformApi } from '../platform/platform-api';
import type { PaypalDecisionDto, ThreeDsDecisionDto } from '../platform/psp/psp-dto';
import { readJson, respond } from './handler-support';

/**
 * What the fake PSP's own pages (/__fake/psp/3ds, /__fake/psp/paypal) call: the player's
 * decision there. Part of the control API, so faults never hit it and a real backend has none.
 */
export function pspControlHandlers(platform: FakePlatformApi, baseUrl = ''): HttpHandler[] {
  const path = (p: string) => `${baseUrl}${API_PATHS.fakeControl}${p}`;
  return [
    http.post(path('/psp/3ds'), ({ request }) =>
      respond(async () => platform.decideThreeDs(await readJson<ThreeDsDecisionDto>(request))),
    ),
    http.post(path('/psp/paypal'), ({ request }) =>
      respond(async () => platform.decidePaypal(await readJson<PaypalDecisionDto>(request))),
    ),
    http.get(path('/psp/test_cards'), () => respond(() => platform.testCards())),
  ];
}
