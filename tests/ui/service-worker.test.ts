import { describe, expect, it } from 'vitest';
import { registerServiceWorker, watchServiceWorker, type WorkerContainer } from '../../src/app/service-worker';
import { MemoryErrorReporter } from '../../adapters/memory/memory-error-reporter';

function stubContainer(controlled: boolean, registration?: Promise<unknown>) {
  const listeners: (() => void)[] = [];
  const registered: unknown[][] = [];
  const updates = { count: 0 };
  registration ??= Promise.resolve({ update: () => (updates.count++, Promise.resolve()) });
  const container = {
    controller: controlled ? ({} as ServiceWorker) : null,
    register: (...args: unknown[]) => {
      registered.push(args);
      return registration;
    },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'controllerchange') listeners.push(listener);
    },
  } as unknown as WorkerContainer;
  return { container, registered, updates, change: () => listeners.forEach((l) => l()) };
}

describe('service worker', () => {
  it('registers /sw.js for the whole site, always fetching the script fresh', async () => {
    const { container, registered } = stubContainer(false);
    await watchServiceWorker(container, () => {}, new MemoryErrorReporter());
    expect(registered).toEqual([['/sw.js', { scope: '/', updateViaCache: 'none' }]]);
  });

  it('checks for a new worker on every load once one is installed, not on the first install', async () => {
    const first = stubContainer(false);
    await watchServiceWorker(first.container, () => {}, new MemoryErrorReporter());
    expect(first.updates.count).toBe(0);
    const later = stubContainer(true);
    await watchServiceWorker(later.container, () => {}, new MemoryErrorReporter());
    expect(later.updates.count).toBe(1);
  });

  it('reloads once when a new worker replaces the one in control', async () => {
    const { container, change } = stubContainer(true);
    let reloads = 0;
    await watchServiceWorker(container, () => reloads++, new MemoryErrorReporter());
    change();
    change();
    expect(reloads).toBe(1);
  });

  it('does not reload when the first worker ever takes control, but does on a later update', async () => {
    const { container, change } = stubContainer(false);
    let reloads = 0;
    await watchServiceWorker(container, () => reloads++, new MemoryErrorReporter());
    change();
    expect(reloads).toBe(0);
    change();
    expect(reloads).toBe(1);
  });

  it('reports a failed registration instead of throwing', async () => {
    const reporter = new MemoryErrorReporter();
    const { container } = stubContainer(false, Promise.reject(new Error('SecurityError')));
    await watchServiceWorker(container, () => {}, reporter);
    expect(reporter.reports).toEqual([
      { source: 'service-worker', message: 'Service worker registration failed', context: { error: 'SecurityError' } },
    ]);
  });

  it('registers nothing outside production builds (npm run dev runs the MSW worker)', () => {
    // Vitest is not a production build; without the guard this would touch navigator and document.
    expect(() => registerServiceWorker(new MemoryErrorReporter())).not.toThrow();
  });
});
