import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import type { FakeBackendControl, FakeBackendStatus } from '../../ports/fake-backend-control.port';

export class MemoryFakeBackendControl implements FakeBackendControl {
  constructor(private readonly platform: FakePlatformApi) {}

  async status(): Promise<FakeBackendStatus> {
    const s = this.platform.status();
    return { seed: s.seed, now: s.now, clockOffsetMinutes: s.clock_offset_minutes, demoPlayers: s.demo_players };
  }

  async reset(seed?: number): Promise<void> {
    this.platform.reset(seed);
  }

  async shiftClock(minutes: number): Promise<void> {
    this.platform.shiftClock(minutes);
  }

  async runNextDraw(lottery?: string): Promise<string> {
    return this.platform.runNextDraw(lottery === undefined ? {} : { lottery }).draw.id;
  }

  async decideSecureChallenge(transactionId: string, outcome: 'approve' | 'fail' | 'cancel'): Promise<string> {
    return this.platform.decideThreeDs({ transaction_id: transactionId, approve: outcome === 'approve', outcome }).redirect_result;
  }

  async decidePaypal(orderId: string, approve: boolean): Promise<void> {
    this.platform.decidePaypal({ order_id: orderId, approve });
  }
}
