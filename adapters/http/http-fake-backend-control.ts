import type {
  FakeBackendControl,
  FakeBackendStatus,
  RandomFaultSettings,
  RandomFaultState,
} from '../../ports/fake-backend-control.port';
import type { FakeIdentControl, FakeIdentOutcome } from '../../ports/fake-ident-control.port';
import type { HttpClient } from './client';

interface StatusDto {
  seed: number;
  now: string;
  clock_offset_minutes: number;
  demo_players: { username: string; password: string; description: string }[];
}

/** Talks to the fake backend's control API, wherever it runs (server or service worker). */
export class HttpFakeBackendControl implements FakeBackendControl, FakeIdentControl {
  private controlToken: string | null = null;

  constructor(private readonly http: HttpClient) {}

  useControlToken(token: string | null): void {
    this.controlToken = token;
  }

  /** Never the player's access token: the controls know only their own (FAKE_CONTROL_TOKEN). */
  private request<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = this.controlToken ? { Authorization: `Bearer ${this.controlToken}` } : {};
    return this.http.request<T>('fakeControl', method, path, { auth: 'none', headers, body });
  }

  async status(): Promise<FakeBackendStatus> {
    const dto = await this.request<StatusDto>('GET', '/status');
    return {
      seed: dto.seed,
      now: dto.now,
      clockOffsetMinutes: dto.clock_offset_minutes,
      demoPlayers: dto.demo_players,
    };
  }

  async randomFaults(): Promise<RandomFaultState | null> {
    // `null` when off: the client reads an empty JSON answer as undefined.
    return (await this.request<RandomFaultState | null>('GET', '/faults/random')) ?? null;
  }

  async setRandomFaults(settings: RandomFaultSettings | null): Promise<RandomFaultState | null> {
    if (settings === null) return (await this.request<RandomFaultState | null>('DELETE', '/faults/random')) ?? null;
    const body = { ...settings, kinds: [...settings.kinds] };
    return (await this.request<RandomFaultState | null>('POST', '/faults/random', body)) ?? null;
  }

  async reset(seed?: number): Promise<void> {
    await this.request('POST', '/reset', seed === undefined ? {} : { seed });
  }

  async shiftClock(minutes: number): Promise<void> {
    await this.request('POST', '/clock', { shift_minutes: minutes });
  }

  async runNextDraw(lottery?: string): Promise<string> {
    const body = lottery === undefined ? {} : { lottery };
    return (await this.request<{ draw: { id: string } }>('POST', '/draws/run-next', body)).draw.id;
  }

  async decideSecureChallenge(transactionId: string, outcome: 'approve' | 'fail' | 'cancel'): Promise<string> {
    const body = { transaction_id: transactionId, approve: outcome === 'approve', outcome };
    return (await this.request<{ redirect_result: string }>('POST', '/psp/3ds', body)).redirect_result;
  }

  async decidePaypal(orderId: string, approve: boolean): Promise<void> {
    await this.request('POST', '/psp/paypal', { order_id: orderId, approve });
  }

  async decideIdent(caseId: string, outcome: FakeIdentOutcome): Promise<void> {
    await this.request('POST', '/ident', { case_id: caseId, outcome });
  }
}
