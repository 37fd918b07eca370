import { http, type HttpHandler } from 'msw';
import { API_PATHS } from '../../adapters/http/api-config';
import type { FakePlatformApi } from '../platform/platform-api';
import { readJson, respond } from './handler-support';

/**
 * The content service (GraphQL over POST at /content/graphql, spec/2 §7.6) and the product
 * server's page calls (GET /api/cms/page-exists and /api/cms/redirect, spec/2 §7.7). Anonymous.
 */
export function contentHandlers(platform: FakePlatformApi, baseUrl = ''): HttpHandler[] {
  const server = (p: string) => `${baseUrl}${API_PATHS.productServer}${p}`;
  const pathOf = (request: Request) => new URL(request.url).searchParams.get('path');
  return [
    http.post(`${baseUrl}${API_PATHS.content}`, async ({ request }) =>
      respond(async () => platform.contentQuery(await readJson<unknown>(request))),
    ),
    http.get(server('/cms/page-exists'), ({ request }) => respond(() => platform.pageExists(pathOf(request)))),
    http.get(server('/cms/redirect'), ({ request }) => respond(() => platform.pageRedirect(pathOf(request)))),
  ];
}
