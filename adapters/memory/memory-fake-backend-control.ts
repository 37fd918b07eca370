import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import { parseRandomFaultSpec, RandomFaults, type RandomFaultKind } from '../../mocks/handlers/random-faults';
import { platformCall } from './platform-call';
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

  /** No wire, no token to send. */
  useControlToken(): void {}

  randomFaults(): Promise<RandomFaultState | null> {
    return Promise.resolve(this.faults?.status() ?? null);
  }

  async setRandomFaults(settings: RandomFaultSettings | null): Promise<RandomFaultState | null> {
    this.faults = settings
      ? new RandomFaults(parseRandomFaultSpec({ ...settings, kinds: [...settings.kinds] as RandomFaultKind[] }))
      : null;
    return this.randomFaults();
  }

  status(): Promise<FakeBackendStatus> {
    return platformCall('GET', '/__fake/status', () => {
      const s = this.platform.status();
      return { seed: s.seed, now: s.now, clockOffsetMinutes: s.clock_offset_minutes, demoPlayers: s.demo_players };
    });
  }

  reset(seed?: number): Promise<void> {
    return platformCall('POST', '/__fake/reset', () => this.platform.reset(seed));
  }

  shiftClock(minutes: number): Promise<void> {
    return platformCall('POST', '/__fake/clock', () => this.platform.shiftClock(minutes));
  }

  runNextDraw(lottery?: string): Promise<string> {
    return platformCall(
      'POST',
      '/__fake/draws/run-next',
      () => this.platform.runNextDraw(lottery === undefined ? {} : { lottery }).draw.id,
    );
  }

  decideSecureChallenge(transactionId: string, outcome: 'approve' | 'fail' | 'cancel'): Promise<string> {
    return platformCall(
      'POST',
      '/__fake/psp/3ds',
      () =>
        this.platform.decideThreeDs({ transaction_id: transactionId, approve: outcome === 'approve', outcome })
          .redirect_result,
    );
  }

  decidePaypal(orderId: string, approve: boolean): Promise<void> {
    return platformCall('POST', '/__fake/psp/paypal', () => {
      this.platform.decidePaypal({ order_id: orderId, approve });
    });
  }
}
