import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import { parseRandomFaultSpec, RandomFaults, type RandomFaultKind } from '../../mocks/handlers/random-faults';
import type {
  FakeBackendControl,
  FakeBackendStatus,
  RandomFaultSettings,
  RandomFaultState,
} from '../../ports/fake-backend-control.port';

/** A platform call as a promise: what it throws becomes a rejection, as over HTTP. */
const settle = <T>(call: () => T): Promise<T> => new Promise((resolve) => resolve(call()));

/** In memory there is no wire: random fault settings are only kept (and reported), never applied. */
export class MemoryFakeBackendControl implements FakeBackendControl {
  private faults: RandomFaults | null = null;

  constructor(private readonly platform: FakePlatformApi) {}

  /** No wire, no token to send. */
  useControlToken(): void {}

  randomFaults(): Promise<RandomFaultState | null> {
    return settle(() => this.faults?.status() ?? null);
  }

  setRandomFaults(settings: RandomFaultSettings | null): Promise<RandomFaultState | null> {
    return settle(() => {
      this.faults = settings
        ? new RandomFaults(parseRandomFaultSpec({ ...settings, kinds: [...settings.kinds] as RandomFaultKind[] }))
        : null;
      return this.faults?.status() ?? null;
    });
  }

  status(): Promise<FakeBackendStatus> {
    return settle(() => {
      const s = this.platform.status();
      return { seed: s.seed, now: s.now, clockOffsetMinutes: s.clock_offset_minutes, demoPlayers: s.demo_players };
    });
  }

  reset(seed?: number): Promise<void> {
    return settle(() => this.platform.reset(seed));
  }

  shiftClock(minutes: number): Promise<void> {
    return settle(() => this.platform.shiftClock(minutes));
  }

  runNextDraw(lottery?: string): Promise<string> {
    return settle(() => this.platform.runNextDraw(lottery === undefined ? {} : { lottery }).draw.id);
  }

  decideSecureChallenge(transactionId: string, outcome: 'approve' | 'fail' | 'cancel'): Promise<string> {
    return settle(
      () =>
        this.platform.decideThreeDs({ transaction_id: transactionId, approve: outcome === 'approve', outcome })
          .redirect_result,
    );
  }

  decidePaypal(orderId: string, approve: boolean): Promise<void> {
    return settle(() => void this.platform.decidePaypal({ order_id: orderId, approve }));
  }
}
