import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDelayedVisibility, SPINNER_DELAY_MS, SPINNER_MIN_VISIBLE_MS } from '../../../src/ui/delayed-visibility';
import { Spinner } from '../../../src/ui/spinner';
import { render, tag } from './markup';

describe('Spinner markup', () => {
  it('is an empty status region before the delay has passed', () => {
    const html = render(<Spinner />);
    expect(tag(html, 'span', { role: 'status' })).toBeDefined();
    expect(html).not.toContain('Wird geladen');
    expect(html).not.toContain('tw-spinner__circle');
  });

  it('stays hidden when not active', () => {
    expect(render(<Spinner active={false} />)).not.toContain('tw-spinner__circle');
  });

  it('uses the spec timings', () => {
    expect(SPINNER_DELAY_MS).toBe(1000);
    expect(SPINNER_MIN_VISIBLE_MS).toBe(500);
  });
});

describe('delayed visibility (spinner timing)', () => {
  let changes: boolean[];
  const make = () => createDelayedVisibility({ delayMs: 1000, minVisibleMs: 500, onChange: (v) => changes.push(v) });

  beforeEach(() => {
    vi.useFakeTimers();
    changes = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('never shows when loading finishes within 1000 ms', () => {
    const v = make();
    v.setActive(true);
    vi.advanceTimersByTime(999);
    v.setActive(false);
    vi.advanceTimersByTime(5000);
    expect(changes).toEqual([]);
  });

  it('shows exactly after 1000 ms', () => {
    const v = make();
    v.setActive(true);
    vi.advanceTimersByTime(999);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true]);
  });

  it('stays at least 500 ms once shown', () => {
    const v = make();
    v.setActive(true);
    vi.advanceTimersByTime(1100); // shown at 1000
    v.setActive(false);
    vi.advanceTimersByTime(399);
    expect(changes).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true, false]);
  });

  it('hides at once when it has already been visible for 500 ms', () => {
    const v = make();
    v.setActive(true);
    vi.advanceTimersByTime(2000);
    v.setActive(false);
    expect(changes).toEqual([true, false]);
  });

  it('keeps showing without a flicker when loading restarts during the minimum time', () => {
    const v = make();
    v.setActive(true);
    vi.advanceTimersByTime(1100);
    v.setActive(false);
    vi.advanceTimersByTime(100);
    v.setActive(true);
    vi.advanceTimersByTime(5000);
    expect(changes).toEqual([true]);
  });

  it('does not restart the delay when told again that loading is going on', () => {
    const v = make();
    v.setActive(true);
    vi.advanceTimersByTime(600);
    v.setActive(true);
    vi.advanceTimersByTime(400);
    expect(changes).toEqual([true]);
  });

  it('cancels pending timers on dispose', () => {
    const v = make();
    v.setActive(true);
    v.dispose();
    vi.advanceTimersByTime(5000);
    expect(changes).toEqual([]);
  });
});
