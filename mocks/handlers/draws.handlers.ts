import { http, type HttpHandler } from 'msw';
import { API_PATHS } from '../../adapters/http/api-config';
import type { FakePlatformApi } from '../platform/platform-api';
import type { RunNextDrawRequestDto } from '../platform/draws/draws-api-dto';
import { readJson, respond } from './handler-support';

type Params = Record<string, string | readonly string[] | undefined>;
const param = (params: Params, name: string) => (typeof params[name] === 'string' ? params[name] : '');
/** Absent: the platform's default; anything but whole digits reaches it as NaN and is refused with 400. */
const limitOf = (url: string) => {
  const value = new URL(url).searchParams.get('limit');
  return value === null || value === '' ? null : /^\d+$/.test(value) ? Number(value) : Number.NaN;
};

/**
 * Draws and shows of the lottery store (spec/2 §7.3), and the draw engine's controls:
 * `POST /__fake/draws/run-next {lottery?}` runs the next draw now, `POST /__fake/draws/auto {enabled}`.
 */
export function drawsHandlers(platform: FakePlatformApi, baseUrl = ''): HttpHandler[] {
  const store = (p: string) => `${baseUrl}${API_PATHS.lotteryStore}${p}`;
  const control = (p: string) => `${baseUrl}${API_PATHS.fakeControl}${p}`;
  return [
    http.get(store('/lotteries/:lottery/draws/future'), ({ params, request }) =>
      respond(() => platform.futureDraws(param(params, 'lottery'), limitOf(request.url))),
    ),
    http.get(store('/lotteries/:lottery/draws/last'), ({ params }) =>
      respond(() => platform.lastDraw(param(params, 'lottery'))),
    ),
    http.get(store('/lotteries/:lottery/past_draw_dates'), ({ params, request }) =>
      respond(() => platform.pastDrawDates(param(params, 'lottery'), limitOf(request.url))),
    ),
    http.get(store('/shows/:showId/draws'), ({ params }) => respond(() => platform.showDraws(param(params, 'showId')))),
    http.post(control('/draws/run-next'), ({ request }) =>
      respond(async () => platform.runNextDraw(await readJson<RunNextDrawRequestDto | null>(request))),
    ),
    http.post(control('/draws/auto'), ({ request }) =>
      respond(async () => platform.setAutoDraws((await readJson<{ enabled?: unknown } | null>(request))?.enabled)),
    ),
  ];
}
