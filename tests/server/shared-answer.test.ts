import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedAnswer } from '../../src/app/shared-answer';

describe('sharedAnswer (one answer for every request, for a short time)', () => {
  afterEach(() => vi.useRealTimers());

  it('computes once for requests that come together and while it is kept, again after its time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const share = sharedAnswer<number>();
    let computed = 0;
    let release: () => void = () => undefined;
    const compute = () => {
      computed += 1;
      return new Promise<{ value: number; keep: boolean }>((resolve) => {
        release = () => resolve({ value: computed, keep: true });
      });
    };
    const together = [share(5_000, compute), share(5_000, compute)];
    release();
    expect(await Promise.all(together)).toEqual([1, 1]);
    vi.advanceTimersByTime(4_999);
    expect(await share(5_000, compute)).toBe(1);
    vi.advanceTimersByTime(2);
    const later = share(5_000, compute);
    release();
    expect(await later).toBe(2);
    expect(computed).toBe(2);
  });

  it('keeps nothing it may not keep, nothing with 0 ms, and nothing that failed', async () => {
    const share = sharedAnswer<string>();
    let n = 0;
    expect(await share(5_000, () => Promise.resolve({ value: `teilweise ${++n}`, keep: false }))).toBe('teilweise 1');
    expect(await share(5_000, () => Promise.resolve({ value: `ganz ${++n}`, keep: true }))).toBe('ganz 2');
    expect(await share(0, () => Promise.resolve({ value: `eigen ${++n}`, keep: true }))).toBe('eigen 3');
    const other = sharedAnswer<string>();
    await expect(other(5_000, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await other(5_000, () => Promise.resolve({ value: 'wieder da', keep: true }))).toBe('wieder da');
  });
});
