import { http, type HttpHandler } from 'msw';
import { API_PATHS } from '../../adapters/http/api-config';
import { asPlayerOf, type PlatformContext } from '../platform/context';
import { hasErrors, type AttributeErrors } from '../platform/errors';
import { playerByEmail } from '../platform/ledger/adjustments';
import { gamblingRestrictions, providerSwitch, requestSelfExclusion, setRegistered } from '../platform/oasis/oasis';
import { PlatformError, type FakePlatformApi } from '../platform/platform-api';
import type { PlayerRecord } from '../platform/state';
import { bearerToken, readJson, respond } from './handler-support';

type ControlBody = { email?: unknown; registered?: unknown } | null;

/** The player named by `email` in a control body, or 400 naming the field. */
function namedPlayer(ctx: PlatformContext, body: ControlBody): PlayerRecord {
  const errors: AttributeErrors = {};
  const record = playerByEmail(ctx, body?.email, errors);
  if (!record || hasErrors(errors))
    throw new PlatformError(400, { global_errors: ['invalid_request'], attribute_errors: errors });
  return record;
}

/**
 * OASIS, the Selbstsperre and the 5-minute wait (mocks/platform/oasis/oasis.ts). Player API:
 * `GET /me/gambling_restrictions`, `POST /me/self_exclusion {till}`. Controls (what OASIS and LUGAS
 * would tell the shop): `POST /__fake/oasis {email, registered}`, `POST /__fake/lugas/provider_switch {email}`.
 */
export function oasisHandlers(platform: FakePlatformApi, baseUrl = ''): HttpHandler[] {
  const player = (p: string) => `${baseUrl}${API_PATHS.player}${p}`;
  const control = (p: string) => `${baseUrl}${API_PATHS.fakeControl}${p}`;
  const { runtime } = platform;
  const asPlayer = asPlayerOf(runtime);
  return [
    http.get(player('/me/gambling_restrictions'), ({ request }) =>
      respond(() => {
        const record = runtime.playerOf(bearerToken(request));
        return runtime.view((ctx) => gamblingRestrictions(record, ctx.now));
      }),
    ),
    http.post(player('/me/self_exclusion'), ({ request }) =>
      respond(async () => {
        const body = await readJson<unknown>(request);
        // Authentication first (asPlayer), then the body.
        asPlayer(bearerToken(request), (ctx, record) => requestSelfExclusion(ctx, record, body));
      }),
    ),
    http.post(control('/oasis'), ({ request }) =>
      respond(async () => {
        const body = await readJson<ControlBody>(request);
        return runtime.mutate((ctx) => {
          const record = namedPlayer(ctx, body);
          setRegistered(ctx, record, body?.registered);
          return { email: record.player.email, ...gamblingRestrictions(record, ctx.now) };
        });
      }),
    ),
    http.post(control('/lugas/provider_switch'), ({ request }) =>
      respond(async () => {
        const body = await readJson<ControlBody>(request);
        return runtime.mutate((ctx) => {
          const record = namedPlayer(ctx, body);
          providerSwitch(ctx, record);
          return { email: record.player.email, ...gamblingRestrictions(record, ctx.now) };
        });
      }),
    ),
  ];
}
