import { http, type HttpHandler } from 'msw';
import { API_PATHS } from '../../adapters/http/api-config';
import type { FakePlatformApi } from '../platform/platform-api';
import type { IdentOutcome } from '../platform/verification/verification-state';
import { readJson, respond } from './handler-support';

/**
 * What developers, e2e tests and the fake ident page use to play the other side: the player's
 * mailbox, the player's bank statement, the ident provider. Control API: never faulted, and a
 * real backend has none of it. `?address=` narrows mailbox and statement to one e-mail.
 */
export function accountControlHandlers(platform: FakePlatformApi, baseUrl = ''): HttpHandler[] {
  const path = (p: string) => `${baseUrl}${API_PATHS.fakeControl}${p}`;
  const address = (request: Request) => new URL(request.url).searchParams.get('address');
  return [
    http.get(path('/mailbox'), ({ request }) => respond(() => platform.mailbox(address(request)))),
    http.get(path('/bank-statement'), ({ request }) => respond(() => platform.bankStatement(address(request)))),
    http.get(path('/ident/:caseId'), ({ params }) =>
      respond(() => platform.identCase(typeof params['caseId'] === 'string' ? params['caseId'] : '')),
    ),
    http.post(path('/ident'), ({ request }) =>
      respond(async () => platform.decideIdent(await readJson<{ case_id: string; outcome: IdentOutcome }>(request))),
    ),
  ];
}
