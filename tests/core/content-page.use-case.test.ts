import { inProcess } from '../support/in-process';
import { describe, expect, it } from 'vitest';
import { classifyRedirect, isContentSlugPath, normaliseContentPath } from '../../core/domain/content-path';
import { PAGE_CHECK_FAILED, ResolveContentPageUseCase } from '../../core/use-cases/resolve-content-page.use-case';
import { MemoryErrorReporter } from '../../adapters/memory/memory-error-reporter';
import type { PageGateway } from '../../ports/page-gateway.port';
import { testPlatform } from '../support/demo';

const ORIGIN = 'https://www.tippwerk.de';

function world(pages?: Partial<PageGateway>) {
  const platform = testPlatform();
  const reporter = new MemoryErrorReporter();
  const { pages: real, content } = inProcess(platform);
  const gateway: PageGateway = {
    pageExists: (p) => real.pageExists(p),
    redirectFor: (p) => real.redirectFor(p),
    ...pages,
  };
  const useCase = new ResolveContentPageUseCase(gateway, content, reporter);
  return { reporter, resolve: (path: string) => useCase.execute({ path, origin: ORIGIN }) };
}

describe('content paths', () => {
  it.each([
    ['/AGB/', '/agb'],
    ['/Ratgeber/Systemschein?x=1#top', '/ratgeber/systemschein'],
    ['/agb///', '/agb'],
    ['//evil.example', '/evil.example'],
    ['', '/'],
    ['/', '/'],
  ])('%j is normalised to %j', (input, expected) => {
    expect(normaliseContentPath(input)).toBe(expected);
  });

  it.each([
    ['/impressum', true],
    ['/ratgeber/systemschein/', true],
    ['/Gibt-Es-Nicht', true],
    ['/gibt-es-nicht.html', false],
    ['/gibt-es-nicht!', false],
    ['/wp-login.php', false],
    ['/a/b/c/d/e/f', false],
    ['/%3Cscript%3E', false],
  ])('%j is a content slug path: %s', (path, expected) => {
    expect(isContentSlugPath(path)).toBe(expected);
  });

  it.each([
    ['/kundenservice', { kind: 'internal', path: '/kundenservice' }],
    ['https://www.tippwerk.de/faq?x=1', { kind: 'internal', path: '/faq?x=1' }],
    ['https://www.check-dein-spiel.de/', { kind: 'external', url: 'https://www.check-dein-spiel.de/' }],
    ['javascript:alert(1)', null],
    ['//evil.example/', null],
    ['/\\evil.example', null],
    ['https://user@evil.example/', null],
    ['relativ', null],
    [' https://evil.example', null],
  ])('redirect target %j → %j', (target, expected) => {
    expect(classifyRedirect(target, ORIGIN)).toEqual(expected);
  });
});

describe('ResolveContentPageUseCase (catch-all content route)', () => {
  it('serves an existing page by its normalised path', async () => {
    const result = await world().resolve('/Impressum/?ref=footer');
    expect(result.kind).toBe('page');
    if (result.kind === 'page') {
      expect(result.page.title).toBe('Impressum');
      expect(result.page.html).toContain('<h2>Angaben gemäß § 5 DDG</h2>');
    }
  });

  it('answers an internal redirect before checking the page', async () => {
    expect(await world().resolve('/Hilfe')).toEqual({
      kind: 'redirect',
      target: { kind: 'internal', path: '/kundenservice' },
    });
    expect(await world().resolve('/lottozahlen/')).toEqual({
      kind: 'redirect',
      target: { kind: 'internal', path: '/lotto/lottozahlen-quoten' },
    });
  });

  it('answers an external redirect as a full navigation target', async () => {
    expect(await world().resolve('/spielsucht-hilfe')).toEqual({
      kind: 'redirect',
      target: { kind: 'external', url: 'https://www.check-dein-spiel.de/' },
    });
  });

  it('refuses a redirect to a script URL and reports it', async () => {
    const w = world({ redirectFor: () => Promise.resolve({ target: 'javascript:alert(1)' }) });
    expect(await w.resolve('/agb')).toMatchObject({ kind: 'page' });
    expect(w.reporter.reports.map((r) => r.message)).toContain('CMS redirect refused');
  });

  it('is missing when the page check says so', async () => {
    const w = world();
    expect(await w.resolve('/gibt-es-nicht')).toEqual({ kind: 'missing', path: '/gibt-es-nicht' });
    expect(w.reporter.reports).toEqual([]);
  });

  it("reports a failed page check as 'CMS page check failed' and treats the page as missing", async () => {
    const w = world({ pageExists: () => Promise.reject(new Error('503')) });
    expect(await w.resolve('/agb')).toEqual({ kind: 'missing', path: '/agb' });
    expect(w.reporter.reports.map((r) => r.message)).toEqual([PAGE_CHECK_FAILED]);
  });

  it('still serves the page when only the redirect lookup fails (reported)', async () => {
    const w = world({ redirectFor: () => Promise.reject(new Error('500')) });
    expect(await w.resolve('/agb')).toMatchObject({ kind: 'page' });
    expect(w.reporter.reports.map((r) => r.message)).toEqual(['CMS redirect lookup failed']);
  });

  it('ignores a redirect to the page itself (no loop)', async () => {
    const w = world({ redirectFor: () => Promise.resolve({ target: '/AGB' }) });
    expect(await w.resolve('/agb')).toMatchObject({ kind: 'page' });
  });
});
