import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MemoryErrorReporter } from '../../adapters/memory/memory-error-reporter';
import { createContainer } from '../../src/composition/container';
import { SHARED } from '../../src/composition/shared.tokens';
import { fixedContentLoader, loader } from '../../src/features/content/content-page.view';
import { CONTENT } from '../../src/features/content/content.module';
import { loader as faqLoader } from '../../src/features/content/faq.view';
import type { FaqData } from '../../src/features/content/faq.view-model';
import type { PageGateway } from '../../ports/page-gateway.port';
import { testPlatform } from '../support/demo';

const ORIGIN = 'http://localhost:4173';

/** A request's container, as the production server hands it to the loaders (requestContext). */
async function requestContext(pages: Partial<PageGateway> = {}) {
  const container = await createContainer({ kind: 'memory', platform: testPlatform() });
  const reporter = new MemoryErrorReporter();
  container.rebind(SHARED.errorReporter).toConstantValue(reporter);
  if (Object.keys(pages).length > 0) {
    const real = container.get(CONTENT.pageGateway);
    container.rebind(CONTENT.pageGateway).toConstantValue({
      pageExists: (p: string) => real.pageExists(p),
      redirectFor: (p: string) => real.redirectFor(p),
      ...pages,
    });
  }
  return { context: { container }, reporter };
}

const load = async (path: string, context: unknown) =>
  loader({ request: new Request(`${ORIGIN}${path}`), params: {}, context } as Parameters<typeof loader>[0]);

/** What a loader threw (a Response for redirects, data() with a status for errors). */
async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('the loader did not throw');
}

describe('the catch-all loader (/{cmsSlug...})', () => {
  it('gives a content page for a slug path, whatever its case and trailing slash', async () => {
    const { context } = await requestContext();
    const page = (await load('/Ratgeber/Systemschein/', context)) as { kind: string; page: { url: string } };
    expect(page.kind).toBe('page');
    expect(page.page.url).toBe('/ratgeber/systemschein');
  });

  it('answers a CMS redirect with a 301 to its target', async () => {
    const { context } = await requestContext();
    const response = (await thrown(load('/kontakt', context))) as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/kundenservice');
  });

  it("throws the fatal 404 'Page Not Found' for a missing slug, and reports it", async () => {
    const { context, reporter } = await requestContext();
    const error = (await thrown(load('/gibt-es-nicht', context))) as { init: ResponseInit };
    expect(error.init).toEqual({ status: 404, statusText: 'Page Not Found' });
    expect(reporter.reports).toEqual([
      { source: 'router', message: 'Page Not Found', context: { path: '/gibt-es-nicht' } },
    ]);
  });

  it("counts a failed page check as missing and reports 'CMS page check failed'", async () => {
    const { context, reporter } = await requestContext({
      pageExists: () => Promise.reject(new Error('GET /api/cms/page-exists answered 503')),
    });
    const error = (await thrown(load('/ratgeber/systemschein', context))) as { init: ResponseInit };
    expect(error.init.status).toBe(404);
    expect(reporter.reports.map((r) => r.message)).toEqual(['CMS page check failed', 'Page Not Found']);
  });

  it('gives the non-fatal 404 (inside the layout) for a path that is no content slug', async () => {
    const { context } = await requestContext({ pageExists: () => Promise.reject(new Error('not asked')) });
    for (const path of ['/index.php', '/a/b/c/d/e/f', '/über-uns']) {
      const result = (await load(path, context)) as { data: unknown; init: ResponseInit };
      expect(result.data).toEqual({ kind: 'not_found' });
      expect(result.init.status).toBe(404);
    }
  });

  it('lets a content error through to the error page', async () => {
    const { context } = await requestContext();
    const container = context.container;
    const failing = Object.assign(Object.create(container.get(SHARED.contentGateway)) as object, {
      contentPage: () => Promise.reject(new Error('Content query ContentPage failed: boom')),
    });
    container.rebind(SHARED.contentGateway).toConstantValue(failing as never);
    const error = await thrown(load('/ratgeber/systemschein', context));
    expect(isRouteErrorResponse(error)).toBe(false);
    expect(String(error)).toContain('boom');
  });
});

describe('the fixed content pages (/agb, /datenschutz, /kundenservice)', () => {
  const loadFixed = (path: string, context: unknown) =>
    fixedContentLoader(path)({ request: new Request(`${ORIGIN}${path}`), params: {}, context } as Parameters<
      ReturnType<typeof fixedContentLoader>
    >[0]);

  it('load their page straight from the content service', async () => {
    const { context } = await requestContext();
    const shown = (await loadFixed('/datenschutz', context)) as { kind: string; page: { title: string } };
    expect(shown.kind).toBe('page');
    expect(shown.page.title).toBe('Datenschutzerklärung');
  });

  it('answer a failing content service with the retry page (503) and report it; the next load shows the page', async () => {
    const { context, reporter } = await requestContext();
    const container = context.container;
    const real = container.get(SHARED.contentGateway);
    let fail = true;
    const flaky = Object.assign(Object.create(real) as object, {
      contentPage: (url: string) =>
        fail ? Promise.reject(new Error('Content query ContentPage failed: boom')) : real.contentPage(url),
    });
    container.rebind(SHARED.contentGateway).toConstantValue(flaky as never);
    const failed = (await loadFixed('/agb', context)) as { data: unknown; init: ResponseInit };
    expect(failed.data).toEqual({ kind: 'error' });
    expect(failed.init.status).toBe(503);
    expect(reporter.reports.map((r) => r.message)).toEqual(['Content query ContentPage failed: boom']);
    fail = false;
    expect(((await loadFixed('/agb', context)) as { kind: string }).kind).toBe('page');
  });

  it("throw the fatal 404 'Page Not Found' when the content service has no such page, and report it", async () => {
    const { context, reporter } = await requestContext();
    const error = (await thrown(loadFixed('/gibt-es-nicht', context))) as { init: ResponseInit };
    expect(error.init).toEqual({ status: 404, statusText: 'Page Not Found' });
    expect(reporter.reports).toEqual([
      { source: 'router', message: 'Page Not Found', context: { path: '/gibt-es-nicht' } },
    ]);
  });
});

describe('the FAQ loader (/faq)', () => {
  const loadFaq = (context: unknown) =>
    faqLoader({ request: new Request(`${ORIGIN}/faq`), params: {}, context } as Parameters<typeof faqLoader>[0]);

  it('gives the introduction and every non-empty FAQ set, as plain data for the browser', async () => {
    const { context } = await requestContext();
    const faq = (await loadFaq(context)) as FaqData;
    if (faq.kind !== 'ready') throw new Error('FAQ not loaded');
    expect(faq.intro?.url).toBe('/faq');
    expect(faq.groups.map((g) => g.set)).toEqual(['homepage', 'verification', 'deletion']);
    expect(faq.groups.every((g) => g.items.length > 0)).toBe(true);
    expect(JSON.parse(JSON.stringify(faq)) as unknown).toEqual(faq);
  });

  it('answers a failing content service with the retry page, status 503', async () => {
    const { context } = await requestContext();
    const container = context.container;
    const failing = Object.assign(Object.create(container.get(SHARED.contentGateway)) as object, {
      faqItems: () => Promise.reject(new Error('Content query FaqItems failed')),
    });
    container.rebind(SHARED.contentGateway).toConstantValue(failing as never);
    const result = (await loadFaq(context)) as { data: unknown; init: ResponseInit };
    expect(result.data).toEqual({ kind: 'error' });
    expect(result.init.status).toBe(503);
  });
});
