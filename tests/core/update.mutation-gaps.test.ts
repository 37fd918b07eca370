import { describe, expect, it } from 'vitest';
import { reloadUrlForUpdate, VERSION_POLL_MS, withClientUpdate } from '../../core/domain/update';

const input = {
  pathname: '/lotto',
  search: '',
  routeHasParams: false,
  updateAvailable: true,
  now: 1_767_464_700_000,
};

describe('withClientUpdate', () => {
  it('adds client_update=<now> after the parameters kept as they were', () => {
    expect(withClientUpdate('', 1000)).toBe('?client_update=1000');
    expect(withClientUpdate('?', 1000)).toBe('?client_update=1000');
    expect(withClientUpdate('?a=1&b=x%20y', 1000)).toBe('?a=1&b=x%20y&client_update=1000');
    expect(withClientUpdate('a=1', 1000)).toBe('?a=1&client_update=1000');
    expect(withClientUpdate('?a=1&&b', 1000)).toBe('?a=1&b&client_update=1000');
  });

  it('replaces an old client_update, however it is written, and keeps whole milliseconds', () => {
    expect(withClientUpdate('?client_update=1&a=1', 2000.9)).toBe('?a=1&client_update=2000');
    expect(withClientUpdate('?client%5Fupdate=1&a=1', 2000)).toBe('?a=1&client_update=2000');
    expect(withClientUpdate('?client_update&a=1', 2000)).toBe('?a=1&client_update=2000');
    expect(withClientUpdate('?client_updates=1', 2000)).toBe('?client_updates=1&client_update=2000');
    expect(withClientUpdate('?x=client_update', 2000)).toBe('?x=client_update&client_update=2000');
  });

  it('drops only a leading question mark, not one inside a value', () => {
    expect(withClientUpdate('next=/a?b', 5)).toBe('?next=/a?b&client_update=5');
    expect(withClientUpdate('?next=/a?b', 5)).toBe('?next=/a?b&client_update=5');
  });

  it('keeps a parameter whose name is no valid escape', () => {
    expect(withClientUpdate('?%E0%A4%A=1', 5)).toBe('?%E0%A4%A=1&client_update=5');
    expect(withClientUpdate('?a+b=1', 5)).toBe('?a+b=1&client_update=5');
  });
});

describe('reloadUrlForUpdate', () => {
  it('reloads the same page with client_update, query and hash kept', () => {
    expect(VERSION_POLL_MS).toBe(30_000);
    expect(reloadUrlForUpdate(input)).toBe('/lotto?client_update=1767464700000');
    expect(reloadUrlForUpdate({ ...input, search: '?utm_source=x', hash: '#quoten' })).toBe(
      '/lotto?utm_source=x&client_update=1767464700000#quoten',
    );
  });

  it('does not reload without an update, on a route with parameters, or after an update reload', () => {
    expect(reloadUrlForUpdate({ ...input, updateAvailable: false })).toBeNull();
    expect(reloadUrlForUpdate({ ...input, routeHasParams: true })).toBeNull();
    expect(reloadUrlForUpdate({ ...input, search: '?a=1&client_update=5' })).toBeNull();
    expect(reloadUrlForUpdate({ ...input, search: '?client+update=5' })).not.toBeNull();
    expect(reloadUrlForUpdate({ ...input, search: '?client%5Fupdate=5' })).toBeNull();
  });
});
