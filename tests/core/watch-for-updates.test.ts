import { describe, expect, it } from 'vitest';
import { ManualScheduler } from '../../adapters/memory/manual-scheduler';
import { MemoryConnectivity } from '../../adapters/memory/memory-connectivity';
import { MemoryErrorReporter } from '../../adapters/memory/memory-error-reporter';
import { WatchForUpdatesUseCase } from '../../core/use-cases/watch-for-updates.use-case';
import { deployedVersion } from '../support/deployed-version';
import { reloadUrlForUpdate, withClientUpdate, type UpdateReloadInput } from '../../core/domain/update';

function watcher(deployed = 'build-1') {
  const scheduler = new ManualScheduler();
  const versions = deployedVersion(deployed);
  const connectivity = new MemoryConnectivity(true);
  const reporter = new MemoryErrorReporter();
  const watch = new WatchForUpdatesUseCase('build-1', versions.gateway, scheduler, connectivity, reporter);
  return { scheduler, versions, connectivity, reporter, watch };
}

describe('Watching for a new client version', () => {
  it('polls the version file every 30 seconds, the first time one interval after start', async () => {
    const { scheduler, versions, watch } = watcher();
    watch.start();
    await scheduler.advance(29_999);
    expect(versions.calls).toBe(0);
    await scheduler.advance(1);
    expect(versions.calls).toBe(1);
    await scheduler.advance(60_000);
    expect(versions.calls).toBe(3);
    expect(watch.updateAvailable).toBe(false);
  });

  it('marks an update once the deployed version differs, tells listeners once and stops polling', async () => {
    const { scheduler, versions, watch } = watcher();
    const heard: string[] = [];
    watch.onUpdate(() => heard.push('update'));
    watch.start();
    await scheduler.advance(30_000);
    versions.version = 'build-2';
    await scheduler.advance(30_000);
    expect(watch.updateAvailable).toBe(true);
    expect(heard).toEqual(['update']);
    await scheduler.advance(120_000);
    expect(versions.calls).toBe(2);
    expect(scheduler.pending).toBe(0);
    watch.start();
    expect(scheduler.pending).toBe(0);
  });

  it('stop ends polling and a second start does not poll twice', async () => {
    const { scheduler, versions, watch } = watcher();
    watch.start();
    watch.start();
    await scheduler.advance(30_000);
    expect(versions.calls).toBe(1);
    watch.stop();
    await scheduler.advance(90_000);
    expect(versions.calls).toBe(1);
  });

  it('Update check failure: reported while online, and polling goes on', async () => {
    const { scheduler, versions, reporter, watch } = watcher();
    versions.status = 503;
    watch.start();
    await scheduler.advance(30_000);
    expect(reporter.reports).toEqual([
      { source: 'update', message: 'Update check failed', context: { error: 'GET /version.json answered 503' } },
    ]);
    versions.status = 200;
    versions.version = 'build-2';
    await scheduler.advance(30_000);
    expect(watch.updateAvailable).toBe(true);
  });

  it('Update check failure: not reported while the browser is offline', async () => {
    const { scheduler, versions, connectivity, reporter, watch } = watcher();
    versions.status = 'offline';
    connectivity.isOnline = false;
    watch.start();
    await scheduler.advance(90_000);
    expect(versions.calls).toBe(3);
    expect(reporter.reports).toEqual([]);
    expect(watch.updateAvailable).toBe(false);
  });
});

describe('Reload URL for an update', () => {
  const base: UpdateReloadInput = {
    pathname: '/warenkorb',
    search: '',
    routeHasParams: false,
    updateAvailable: true,
    now: 1_790_000_000_000,
  };

  it('adds client_update with the current epoch milliseconds', () => {
    expect(reloadUrlForUpdate(base)).toBe('/warenkorb?client_update=1790000000000');
  });

  it('keeps the other query parameters and the hash', () => {
    expect(
      reloadUrlForUpdate({
        ...base,
        pathname: '/',
        search: '?open-modal=login&redirect=%2Fkundenkonto',
        hash: '#main',
      }),
    ).toBe('/?open-modal=login&redirect=%2Fkundenkonto&client_update=1790000000000#main');
  });

  it('does not reload without an update', () => {
    expect(reloadUrlForUpdate({ ...base, updateAvailable: false })).toBeNull();
  });

  it('does not reload on a route with path parameters', () => {
    expect(reloadUrlForUpdate({ ...base, pathname: '/games/lotto', routeHasParams: true })).toBeNull();
  });

  it('is skipped when client_update is already in the query, wherever it stands', () => {
    expect(reloadUrlForUpdate({ ...base, search: '?client_update=1' })).toBeNull();
    expect(reloadUrlForUpdate({ ...base, search: 'a=1&client_update' })).toBeNull();
    expect(reloadUrlForUpdate({ ...base, search: '?a=1&client%5Fupdate=2' })).toBeNull();
  });

  it('does not mistake a parameter that merely contains the name', () => {
    expect(reloadUrlForUpdate({ ...base, search: '?old_client_update=1' })).toBe(
      '/warenkorb?old_client_update=1&client_update=1790000000000',
    );
  });

  it('replaces an earlier client_update when one is added explicitly', () => {
    expect(withClientUpdate('?client_update=1&x=2', 5)).toBe('?x=2&client_update=5');
  });
});
