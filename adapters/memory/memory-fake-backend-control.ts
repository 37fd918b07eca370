import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import { parseRandomFaultSpec, RandomFaults, type RandomFaultKind } from '../../mocks/handlers/random-faults';
import type {
  FakeBackendControl,
  FakeBackendStatus,
  RandomFaultSettings,
  RandomFaultState,
} from '../../ports/fake-backend-control.port';

/** In memory there is no wire: random fault settings are only kept (and reported), never applied. */
export class MemoryFakeBackendControl implements FakeBackendControl {
  private faults: RandomFaults | null = null;

  constructor(private readonly platform: FakePlatformApi) {}

  async randomFaults(): Promise<RandomFaultState | null> {
    return this.faults?.status() ?? null;
  }

  async setRandomFaults(settings: RandomFaultSettings | null): Promise<RandomFaultState | null> {
    this.faults = settings
      ? new RandomFaults(parseRandomFaultSpec({ ...settings, kinds: [...settings.kinds] as RandomFaultKind[] }))
      : null;
    return this.randomFaults();
  }

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
    return this.platform.decideThreeDs({ transaction_id: transactionId, approve: outcome === 'approve', outcome })
      .redirect_result;
  }

  async decidePaypal(orderId: string, approve: boolean): Promise<void> {
    this.platform.decidePaypal({ order_id: orderId, approve });
  }
}
