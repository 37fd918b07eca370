import { describe, expect, it } from 'vitest';
import {
  FaultInjector,
  InvalidFaultSpecError,
  MAX_FAULT_DELAY_MS,
  type FaultSpec,
} from '../../mocks/handlers/fault-injector';

const DRAWS = '/lottery-store/public/api/v2/product_definitions/lotto6aus49_regular/current_draws';

function injectorWith(...faults: FaultSpec[]): FaultInjector {
  const injector = new FaultInjector();
  for (const fault of faults) injector.add(fault);
  return injector;
}

function invalidField(fault: unknown): string {
  try {
    new FaultInjector().add(fault as FaultSpec);
  } catch (error) {
    if (error instanceof InvalidFaultSpecError) return error.field;
    throw error;
  }
  throw new Error('expected an InvalidFaultSpecError');
}

describe('FaultInjector matching', () => {
  it('matches a pathname prefix for any method when none is given', () => {
    const injector = injectorWith({ path: '/lottery-store/', status: 503, times: 0 });
    expect(injector.take('GET', DRAWS)?.status).toBe(503);
    expect(injector.take('POST', '/lottery-store/public/api/v2/price')?.status).toBe(503);
    expect(injector.take('GET', '/player/public/api/v1/me')).toBeNull();
  });

  it('matches the method in any case', () => {
    const injector = injectorWith({ method: 'post', path: '/wallet', status: 500, times: 0 });
    expect(injector.take('GET', '/wallet/public/api/v1/my/orders')).toBeNull();
    expect(injector.take('POST', '/wallet/public/api/v1/my/orders')).toMatchObject({ method: 'POST', status: 500 });
    expect(injector.take('post', '/wallet/public/api/v1/my/orders')).not.toBeNull();
  });

  it('treats a path starting with "^" as a regular expression over the whole pathname', () => {
    const injector = injectorWith({ path: '^/wallet/public/api/v1/my/orders$', status: 502, times: 0 });
    expect(injector.take('POST', '/wallet/public/api/v1/my/orders')).not.toBeNull();
    expect(injector.take('POST', '/wallet/public/api/v1/my/orders/validate')).toBeNull();
  });

  it('takes the first matching fault in the order added', () => {
    const injector = injectorWith({ path: '/player', status: 500 }, { path: '/player', status: 503 });
    expect(injector.take('GET', '/player/public/api/v1/me')?.status).toBe(500);
    expect(injector.take('GET', '/player/public/api/v1/me')?.status).toBe(503);
  });
});

describe('FaultInjector uses', () => {
  it('applies a fault once by default', () => {
    const injector = injectorWith({ path: '/player', status: 503 });
    expect(injector.take('GET', '/player/public/api/v1/me')).not.toBeNull();
    expect(injector.take('GET', '/player/public/api/v1/me')).toBeNull();
    expect(injector.list()).toEqual([]);
  });

  it('counts down `times` and lists the uses left', () => {
    const injector = injectorWith({ path: '/player', status: 503, times: 3 });
    injector.take('GET', '/player/x');
    expect(injector.list()).toEqual([{ path: '/player', status: 503, times: 2 }]);
    injector.take('GET', '/player/x');
    injector.take('GET', '/player/x');
    expect(injector.take('GET', '/player/x')).toBeNull();
  });

  it('keeps a fault with times 0 or less until cleared', () => {
    const injector = injectorWith(
      { path: '/player', network_error: true, times: 0 },
      { path: '/wallet', delay_ms: 5, times: -1 },
    );
    for (let i = 0; i < 5; i += 1) expect(injector.take('GET', '/player/x')?.network_error).toBe(true);
    expect(injector.list().map((f) => f.times)).toEqual([0, 0]);
    injector.clear();
    expect(injector.list()).toEqual([]);
    expect(injector.take('GET', '/player/x')).toBeNull();
  });

  it('hands out copies, so nobody can change a stored fault', () => {
    const injector = injectorWith({ path: '/player', status: 400, body: { global_errors: ['x'] }, times: 0 });
    const taken = injector.take('GET', '/player/x') as { body: { global_errors: string[] } };
    taken.body.global_errors.push('changed');
    expect(injector.list()[0]?.body).toEqual({ global_errors: ['x'] });
  });
});

describe('FaultInjector validation', () => {
  it('names the offending field', () => {
    expect(invalidField(null)).toBe('fault');
    expect(invalidField([])).toBe('fault');
    expect(invalidField({ status: 503 })).toBe('path');
    expect(invalidField({ path: 'player', status: 503 })).toBe('path');
    expect(invalidField({ path: 'http://tippwerk.test/player', status: 503 })).toBe('path');
    expect(invalidField({ path: '^/player/(', status: 503 })).toBe('path');
    expect(invalidField({ path: '/player', method: 'GET /x', status: 503 })).toBe('method');
    expect(invalidField({ path: '/player', status: 99 })).toBe('status');
    expect(invalidField({ path: '/player', status: 503.5 })).toBe('status');
    expect(invalidField({ path: '/player', status: '503' })).toBe('status');
    expect(invalidField({ path: '/player', body: { x: 1 } })).toBe('body');
    expect(invalidField({ path: '/player', status: 204, body: {} })).toBe('body');
    expect(invalidField({ path: '/player', status: 500, body: 10n })).toBe('body');
    expect(invalidField({ path: '/player', delay_ms: -1 })).toBe('delay_ms');
    expect(invalidField({ path: '/player', delay_ms: MAX_FAULT_DELAY_MS + 1 })).toBe('delay_ms');
    expect(invalidField({ path: '/player', network_error: 'yes' })).toBe('network_error');
    expect(invalidField({ path: '/player', network_error: true, status: 503 })).toBe('network_error');
    expect(invalidField({ path: '/player', status: 503, times: 1.5 })).toBe('times');
    expect(invalidField({ path: '/player', status: 503, delayMs: 5 })).toBe('delayMs');
  });

  it('refuses a fault that would do nothing', () => {
    expect(invalidField({ path: '/player' })).toBe('fault');
    expect(invalidField({ path: '/player', network_error: false })).toBe('fault');
  });

  it('explains the problem in the message and adds nothing', () => {
    const injector = new FaultInjector();
    expect(() => injector.add({ path: '/player', status: 700 })).toThrow(
      'Invalid fault spec: status must be an integer from 200 to 599',
    );
    expect(injector.list()).toEqual([]);
  });

  it('normalises the method and the default number of uses', () => {
    const injector = injectorWith({ method: 'delete', path: '/player', status: 204 });
    expect(injector.list()).toEqual([{ method: 'DELETE', path: '/player', status: 204, times: 1 }]);
  });
});
