import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../adapters/http/api-config';
import { FaultInjector } from '../../mocks/handlers/fault-injector';
import {
  InvalidRandomFaultError,
  parseRandomFaultSpec,
  RANDOM_FAULT_KINDS,
  RandomFaults,
  randomFaultSpecFromEnv,
  type RandomFaultSpec,
} from '../../mocks/handlers/random-faults';
import { BASE, platformOverHttp, platformOverNodeHttp } from './http-fixtures';

const DRAWS_PATH = `${API_PATHS.lotteryStore}/product_definitions/lotto6aus49_regular/current_draws`;
const ME = `${API_PATHS.player}/me`;

/** The kinds drawn for `count` calls (null: no fault). */
function sequence(spec: RandomFaultSpec, count: number, path = DRAWS_PATH): (string | null)[] {
  const faults = new RandomFaults(parseRandomFaultSpec(spec));
  return Array.from({ length: count }, () => faults.take(path)?.kind ?? null);
}

function invalidField(input: unknown): string {
  try {
    parseRandomFaultSpec(input);
  } catch (error) {
    if (error instanceof InvalidRandomFaultError) return error.field;
    throw error;
  }
  throw new Error('expected an InvalidRandomFaultError');
}

describe('RandomFaults', () => {
  it('is deterministic per seed and differs between seeds', () => {
    const a = sequence({ rate: 0.3, seed: 7 }, 200);
    expect(sequence({ rate: 0.3, seed: 7 }, 200)).toEqual(a);
    expect(sequence({ rate: 0.3, seed: 8 }, 200)).not.toEqual(a);
  });

  it('hits about the given rate and spreads over every kind', () => {
    const kinds = sequence({ rate: 0.2, seed: 7 }, 5000);
    const hits = kinds.filter((k) => k !== null);
    expect(hits.length / kinds.length).toBeGreaterThan(0.17);
    expect(hits.length / kinds.length).toBeLessThan(0.23);
    for (const kind of RANDOM_FAULT_KINDS)
      expect(hits.filter((k) => k === kind).length).toBeGreaterThan(hits.length / 10);
  });

  it('never faults at rate 0 and always at rate 1, only with the chosen kinds', () => {
    expect(sequence({ rate: 0, seed: 1 }, 100).every((k) => k === null)).toBe(true);
    const all = sequence({ rate: 1, seed: 1, kinds: ['status_503', 'drop'] }, 100);
    expect(new Set(all)).toEqual(new Set(['status_503', 'drop']));
  });

  it('maps each kind to the explicit fault vocabulary, delays within delay_ms', () => {
    const pick = (kind: (typeof RANDOM_FAULT_KINDS)[number]) =>
      new RandomFaults(parseRandomFaultSpec({ rate: 1, kinds: [kind], delay_ms: 40 })).take('/x');
    expect(pick('status_500')).toEqual({ kind: 'status_500', status: 500 });
    expect(pick('status_503')).toEqual({ kind: 'status_503', status: 503 });
    expect(pick('drop')).toEqual({ kind: 'drop', network_error: true });
    expect(pick('lost_answer')).toEqual({ kind: 'lost_answer', lost_answer: true });
    const delay = pick('delay');
    expect(delay?.delay_ms).toBeGreaterThanOrEqual(1);
    expect(delay?.delay_ms).toBeLessThanOrEqual(40);
  });

  it('faults only the given paths, and other paths do not move the sequence', () => {
    const faults = new RandomFaults(parseRandomFaultSpec({ rate: 1, seed: 3, paths: ['/wallet/', '^/player/.*/me$'] }));
    expect(faults.take(DRAWS_PATH)).toBeNull();
    expect(faults.take('/wallet/public/api/v1/my/orders')).not.toBeNull();
    expect(faults.take(ME)).not.toBeNull();
    expect(faults.take(`${ME}/x`)).toBeNull();
    const plain = sequence({ rate: 0.5, seed: 3, paths: ['/wallet/'] }, 50, '/wallet/x');
    const mixed = new RandomFaults(parseRandomFaultSpec({ rate: 0.5, seed: 3, paths: ['/wallet/'] }));
    const interleaved = plain.map(() => {
      mixed.take(DRAWS_PATH);
      return mixed.take('/wallet/x')?.kind ?? null;
    });
    expect(interleaved).toEqual(plain);
  });

  it('counts calls and injected faults by kind', () => {
    const faults = new RandomFaults(parseRandomFaultSpec({ rate: 0.5, seed: 11 }));
    const drawn = Array.from({ length: 40 }, () => faults.take('/x')?.kind ?? null);
    const status = faults.status();
    expect(status.calls).toBe(40);
    for (const kind of RANDOM_FAULT_KINDS) expect(status.injected[kind]).toBe(drawn.filter((k) => k === kind).length);
    expect(status).toMatchObject({ rate: 0.5, seed: 11, kinds: [...RANDOM_FAULT_KINDS], paths: [], delay_ms: 1500 });
  });

  it('refuses bad settings, naming the field', () => {
    expect(invalidField(null)).toBe('random');
    expect(invalidField({})).toBe('rate');
    expect(invalidField({ rate: 1.5 })).toBe('rate');
    expect(invalidField({ rate: 0.1, seed: 1.5 })).toBe('seed');
    expect(invalidField({ rate: 0.1, kinds: [] })).toBe('kinds');
    expect(invalidField({ rate: 0.1, kinds: ['status_418'] })).toBe('kinds');
    expect(invalidField({ rate: 0.1, paths: ['wallet'] })).toBe('paths');
    expect(invalidField({ rate: 0.1, paths: ['^('] })).toBe('paths');
    expect(invalidField({ rate: 0.1, delay_ms: 0 })).toBe('delay_ms');
    expect(invalidField({ rate: 0.1, times: 3 })).toBe('times');
  });

  it('reads FAKE_FAULT_RATE, _SEED, _KINDS and _PATHS from the environment', () => {
    expect(randomFaultSpecFromEnv({})).toBeNull();
    expect(
      randomFaultSpecFromEnv({
        FAKE_FAULT_RATE: '0.2',
        FAKE_FAULT_SEED: '7',
        FAKE_FAULT_KINDS: 'status_500, drop',
        FAKE_FAULT_PATHS: '/wallet/',
      }),
    ).toEqual({
      rate: 0.2,
      seed: 7,
      kinds: ['status_500', 'drop'],
      paths: ['/wallet/'],
      delay_ms: 1500,
    });
    expect(() => randomFaultSpecFromEnv({ FAKE_FAULT_RATE: 'viel' })).toThrow(InvalidRandomFaultError);
  });
});

describe('FaultInjector with random faults', () => {
  it('lets explicit faults win and falls back to the random stream', () => {
    const injector = new FaultInjector();
    injector.setRandom({ rate: 1, kinds: ['status_500'] });
    injector.add({ path: DRAWS_PATH, status: 418 });
    expect(injector.take('GET', DRAWS_PATH)?.status).toBe(418);
    expect(injector.take('GET', DRAWS_PATH)).toEqual({ path: DRAWS_PATH, status: 500 });
  });

  it('clear() stops random faults; reset() returns to the baseline with a fresh stream', () => {
    const baseline = { rate: 0.5, seed: 5 };
    const injector = new FaultInjector(baseline);
    const first = Array.from({ length: 20 }, () => injector.take('GET', '/x')?.status ?? null);
    injector.clear();
    expect(injector.randomStatus()).toBeNull();
    injector.reset();
    expect(Array.from({ length: 20 }, () => injector.take('GET', '/x')?.status ?? null)).toEqual(first);
    injector.setRandom(null);
    injector.reset();
    expect(injector.randomStatus()?.rate).toBe(0.5);
    expect(new FaultInjector().randomStatus()).toBeNull();
  });
});

describe('random faults over MSW and the control API', () => {
  const { platform, faults } = platformOverHttp();
  const control = (path: string) => `${BASE}${API_PATHS.fakeControl}${path}`;
  const post = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

  it('sets, reads and removes random faults; the control API itself is never faulted', async () => {
    const set = await fetch(control('/faults/random'), post({ rate: 1, seed: 7, kinds: ['status_503'] }));
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ rate: 1, seed: 7, kinds: ['status_503'], calls: 0 });
    expect((await fetch(`${BASE}${DRAWS_PATH}`)).status).toBe(503);
    expect((await fetch(control('/status'))).status).toBe(200);
    expect(await (await fetch(control('/faults/random'))).json()).toMatchObject({
      calls: 1,
      injected: { status_503: 1 },
    });
    const removed = await fetch(control('/faults/random'), { method: 'DELETE' });
    expect(await removed.json()).toBeNull();
    expect((await fetch(`${BASE}${DRAWS_PATH}`)).status).toBe(200);
  });

  it('refuses bad settings with 400 naming the field and keeps the old ones', async () => {
    faults.setRandom({ rate: 0.1 });
    const response = await fetch(control('/faults/random'), post({ rate: 2 }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      global_errors: ['invalid_fault'],
      attribute_errors: { rate: ['must be a number from 0 to 1'] },
    });
    expect(faults.randomStatus()?.rate).toBe(0.1);
  });

  it('gives the same answers for the same seed over HTTP', async () => {
    const run = async () => {
      faults.setRandom({ rate: 0.5, seed: 42, kinds: ['status_500', 'status_503'] });
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) statuses.push((await fetch(`${BASE}${DRAWS_PATH}`)).status);
      return statuses;
    };
    const first = await run();
    expect(new Set(first)).toEqual(new Set([200, 500, 503]));
    expect(await run()).toEqual(first);
  });

  it('lost_answer lets the platform act, then drops the connection', async () => {
    faults.add({ method: 'POST', path: `${API_PATHS.player}/start_recovery`, lost_answer: true });
    await expect(
      fetch(`${BASE}${API_PATHS.player}/start_recovery`, post({ email: 'spieler@tippwerk.de' })),
    ).rejects.toThrow(TypeError);
    expect(platform.mailbox('spieler@tippwerk.de').length).toBeGreaterThan(0);
  });

  it('a reset stops random faults that were set through the control API', async () => {
    faults.setRandom({ rate: 1 });
    expect((await fetch(control('/reset'), post({}))).status).toBe(200);
    expect(faults.randomStatus()).toBeNull();
  });
});

describe('random faults through the node:http bridge', () => {
  const server = platformOverNodeHttp(new FaultInjector({ rate: 1, seed: 1, kinds: ['drop'], paths: [DRAWS_PATH] }));
  const { platform, faults: injector } = server;

  it('drops the connection for a baseline fault from the start, keeps other routes and the control API healthy', async () => {
    await expect(fetch(`${server.base}${DRAWS_PATH}`)).rejects.toThrow('fetch failed');
    expect((await fetch(`${server.base}${API_PATHS.lotteryStore}/product_definitions`)).status).toBeLessThan(500);
    expect((await fetch(`${server.base}${API_PATHS.fakeControl}/faults/random`)).status).toBe(200);
  });

  it('a lost answer over real HTTP: the platform acts, the client gets no answer', async () => {
    injector.setRandom({ rate: 1, kinds: ['lost_answer'], paths: [`${API_PATHS.player}/start_recovery`] });
    const before = platform.mailbox('spieler@tippwerk.de').length;
    await expect(
      fetch(`${server.base}${API_PATHS.player}/start_recovery`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'spieler@tippwerk.de' }),
      }),
    ).rejects.toThrow('fetch failed');
    expect(platform.mailbox('spieler@tippwerk.de').length).toBe(before + 1);
  });
});
