import { describe, expect, it } from 'vitest';
import { classifyRedirect, isContentSlugPath, normaliseContentPath } from '../../core/domain/content-path';

describe('normaliseContentPath', () => {
  it.each([
    ['/Lotto/Regeln', '/lotto/regeln'],
    ['/lotto/?ref=mail', '/lotto'],
    ['/lotto#gewinnquoten', '/lotto'],
    ['/lotto?a=1#b', '/lotto'],
    ['/lotto#b?a=1', '/lotto'],
    ['lotto', '/lotto'],
    ['/a//b///c', '/a/b/c'],
    ['/lotto///', '/lotto'],
    ['//evil.example', '/evil.example'],
    ['///evil.example', '/evil.example'],
  ])('%j → %j', (path, normalised) => {
    expect(normaliseContentPath(path)).toBe(normalised);
  });

  it.each([[''], ['/'], ['//'], ['///'], ['?page=2'], ['#top'], ['/?x']])('the root stays / (%j)', (path) => {
    expect(normaliseContentPath(path)).toBe('/');
  });
});

describe('classifyRedirect', () => {
  const origin = 'https://www.tippwerk.de';

  it('keeps same-origin paths in the app', () => {
    expect(classifyRedirect('/lotto', origin)).toEqual({ kind: 'internal', path: '/lotto' });
    expect(classifyRedirect('/lotto?x=1#y', origin)).toEqual({ kind: 'internal', path: '/lotto?x=1#y' });
  });

  it('turns an absolute URL on our own origin into a path, whatever its case', () => {
    expect(classifyRedirect('https://www.tippwerk.de/lotto?x=1', origin)).toEqual({
      kind: 'internal',
      path: '/lotto?x=1',
    });
    expect(classifyRedirect('HTTPS://WWW.TIPPWERK.DE/Lotto', origin)).toEqual({ kind: 'internal', path: '/Lotto' });
    expect(classifyRedirect('https://www.tippwerk.de/lotto', 'HTTPS://WWW.TIPPWERK.DE')).toEqual({
      kind: 'internal',
      path: '/lotto',
    });
    expect(classifyRedirect('https://www.tippwerk.de', origin)).toEqual({ kind: 'internal', path: '/' });
    expect(classifyRedirect('https://www.tippwerk.de?x=1', origin)).toEqual({ kind: 'internal', path: '/?x=1' });
    expect(classifyRedirect('https://www.tippwerk.de#top', origin)).toEqual({ kind: 'internal', path: '/#top' });
  });

  it('sends absolute http(s) URLs elsewhere as a full navigation, unchanged', () => {
    expect(classifyRedirect('https://www.lotto.de/lotto-6aus49', origin)).toEqual({
      kind: 'external',
      url: 'https://www.lotto.de/lotto-6aus49',
    });
    expect(classifyRedirect('http://example.org', origin)).toEqual({ kind: 'external', url: 'http://example.org' });
    expect(classifyRedirect('https://www.tippwerk.de.evil.example/x', origin)).toEqual({
      kind: 'external',
      url: 'https://www.tippwerk.de.evil.example/x',
    });
    expect(classifyRedirect('http://www.tippwerk.de/lotto', origin)).toEqual({
      kind: 'external',
      url: 'http://www.tippwerk.de/lotto',
    });
  });

  it.each([
    ['protocol-relative', '//evil.example/x'],
    ['javascript', 'javascript:alert(1)'],
    ['another scheme', 'ftp://example.org/file'],
    ['relative', 'lotto/regeln'],
    ['backslash', '/\\evil.example'],
    ['space', '/lotto regeln'],
    ['tab', '/lotto\tx'],
    ['line break', 'https://www.tippwerk.de/\nx'],
    ['NUL', '/lotto\u0000'],
    ['user info', 'https://www.tippwerk.de@evil.example/'],
    ['user info without path', 'https://evil.example@www.tippwerk.de'],
    ['no host', 'https://'],
    ['text before the scheme', 'xhttps://example.org'],
    ['blank', ''],
  ])('refuses %s', (_, target) => {
    expect(classifyRedirect(target, origin)).toBeNull();
  });
});

describe('isContentSlugPath', () => {
  it.each([
    ['/lotto'],
    ['/lotto/'],
    ['/Lotto/Regeln'],
    ['/a/b/c/d/e'],
    ['/a/b/c/d/e/'],
    ['/x_-9'],
    ['/9'],
    ['//lotto'],
  ])('takes %j', (path) => {
    expect(isContentSlugPath(path)).toBe(true);
  });

  it.each([
    ['/a/b/c/d/e/f'],
    ['/lotto.html'],
    ['/%20'],
    ['/_lotto'],
    ['/-lotto'],
    ['/lotto//'],
    ['/lotto//regeln'],
    ['/'],
    [''],
    ['/lotto regeln'],
    ['/lotto~'],
  ])('refuses %j', (path) => {
    expect(isContentSlugPath(path)).toBe(false);
  });
});
