import type {
  FakeBackendControl,
  FakeBackendStatus,
  RandomFaultSettings,
  RandomFaultState,
} from '../../ports/fake-backend-control.port';
import type { HttpClient } from './client';

interface StatusDto {
  seed: number;
  now: string;
  clock_offset_minutes: number;
  demo_players: { username: string; password: string; description: string }[];
}

/** Talks to the fake backend's control API, wherever it runs (server or service worker). */
export class HttpFakeBackendControl implements FakeBackendControl {
  constructor(private readonly http: HttpClient) {}

  async status(): Promise<FakeBackendStatus> {
    const dto = await this.http.request<StatusDto>('fakeControl', 'GET', '/status');
    return {
      seed: dto.seed,
      now: dto.now,
      clockOffsetMinutes: dto.clock_offset_minutes,
      demoPlayers: dto.demo_players,
    };
  }

  async randomFaults(): Promise<RandomFaultState | null> {
    return this.http.request<RandomFaultState | null>('fakeControl', 'GET', '/faults/random');
  }

  async setRandomFaults(settings: RandomFaultSettings | null): Promise<RandomFaultState | null> {
    if (settings === null) return this.http.request<RandomFaultState | null>('fakeControl', 'DELETE', '/faults/random');
    return this.http.request<RandomFaultState | null>('fakeControl', 'POST', '/faults/random', {
      body: { ...settings, kinds: [...settings.kinds] },
    });
  }

  async reset(seed?: number): Promise<void> {
    await this.http.request('fakeControl', 'POST', '/reset', { body: seed === undefined ? {} : { seed } });
  }

  async shiftClock(minutes: number): Promise<void> {
    await this.http.request('fakeControl', 'POST', '/clock', { body: { shift_minutes: minutes } });
  }

  async runNextDraw(lottery?: string): Promise<string> {
    const body = lottery === undefined ? {} : { lottery };
    return (await this.http.request<{ draw: { id: string } }>('fakeControl', 'POST', '/draws/run-next', { body })).draw
      .id;
  }

  async decideSecureChallenge(transactionId: string, outcome: 'approve' | 'fail' | 'cancel'): Promise<string> {
    const body = { transaction_id: transactionId, approve: outcome === 'approve', outcome };
    return (await this.http.request<{ redirect_result: string }>('fakeControl', 'POST', '/psp/3ds', { body }))
      .redirect_result;
  }

  async decidePaypal(orderId: string, approve: boolean): Promise<void> {
    await this.http.request('fakeControl', 'POST', '/psp/paypal', { body: { order_id: orderId, approve } });
  }
}
