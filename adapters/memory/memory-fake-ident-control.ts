import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import type { FakeIdentControl, FakeIdentOutcome } from '../../ports/fake-ident-control.port';
import { platformCall } from './platform-call';

export class MemoryFakeIdentControl implements FakeIdentControl {
  constructor(private readonly platform: FakePlatformApi) {}

  async decideIdent(caseId: string, outcome: FakeIdentOutcome): Promise<void> {
    await platformCall('POST', '/__fake/ident', () => this.platform.decideIdent({ case_id: caseId, outcome }));
  }
}
