import type { FakeIdentControl, FakeIdentOutcome } from '../../ports/fake-ident-control.port';
import { requireParam, type HttpClient } from './client';

/** POST /__fake/ident {case_id, outcome} on the fake backend's control API. */
export class HttpFakeIdentControl implements FakeIdentControl {
  constructor(private readonly http: HttpClient) {}

  async decideIdent(caseId: string, outcome: FakeIdentOutcome): Promise<void> {
    await this.http.request('fakeControl', 'POST', '/ident', {
      body: { case_id: requireParam('case_id', caseId), outcome },
      // The ident page stands in for a third party: it needs neither the player's token nor a control token.
      auth: 'none',
    });
  }
}
