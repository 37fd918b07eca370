import { isRouteErrorResponse, redirect, type ClientLoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MemoryErrorReporter } from '../../adapters/memory/memory-error-reporter';
import { createContainer } from '../../src/composition/container';
import { SHARED } from '../../src/composition/shared.tokens';
import { clientLoader, loader } from '../../src/features/content/content-page.route';
import { loader as fixedLoader } from '../../src/features/content/fixed-page.route';
import { CONTENT } from '../../src/features/content/content.module';
import { loader as faqLoader } from '../../src/features/content/faq.route';
import type { FaqData } from '../../src/features/content/faq.view-model';
import type { PageGateway } from '../../ports/page-gateway.port';
import { testPlatform } from '../support/demo';
import { testContext } from './support/route-loader';

const ORIGIN = 'http://localhost:4173';

/** A request's load context around its container, as the production server hands it to the loaders. */
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
  return { context: { ...testContext(container), container }, reporter };
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
  /** One loader for the three routes: which page it loads follows from the route the path matches. */
  const loadFixed = (path: string, context: unknown) =>
    fixedLoader({ request: new Request(`${ORIGIN}${path}`), params: {}, context } as Parameters<typeof fixedLoader>[0]);

  it('load their page straight from the content service', async () => {
    const { context } = await requestContext();
    const shown = (await loadFixed('/datenschutz', context)) as { kind: string; page: { title: string } };
    expect(shown.kind).toBe('page');
    expect(shown.page.title).toBe('Datenschutzerklärung');
  });

  it("each ask the content service for their own path, taken from the route's name", async () => {
    const { context } = await requestContext();
    const container = context.container;
    const real = container.get(SHARED.contentGateway);
    const asked: string[] = [];
    const recording = Object.assign(Object.create(real) as object, {
      contentPage: (url: string) => {
        asked.push(url);
        return real.contentPage(url);
      },
    });
    container.rebind(SHARED.contentGateway).toConstantValue(recording as never);
    for (const path of ['/agb', '/datenschutz', '/kundenservice']) {
      const shown = (await loadFixed(path, context)) as { kind: string; page: { url: string } };
      expect(shown.kind, path).toBe('page');
      expect(shown.page.url, path).toBe(path);
    }
    expect(asked).toEqual(['/agb', '/datenschutz', '/kundenservice']);
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
    const container = context.container;
    const without = Object.assign(Object.create(container.get(SHARED.contentGateway)) as object, {
      contentPage: () => Promise.resolve(null),
    });
    container.rebind(SHARED.contentGateway).toConstantValue(without as never);
    const error = (await thrown(loadFixed('/agb', context))) as { init: ResponseInit };
    expect(error.init).toEqual({ status: 404, statusText: 'Page Not Found' });
    expect(reporter.reports).toEqual([{ source: 'router', message: 'Page Not Found', context: { path: '/agb' } }]);
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

describe("the catch-all's redirects in the browser", () => {
  /** The router's navigations through a CMS whose answers are `answers`, one after another. */
  const navigate = async (answers: (() => unknown)[]) => {
    const outcomes: string[] = [];
    for (const answer of answers) {
      try {
        await clientLoader({
          serverLoader: () => Promise.resolve().then(answer),
        } as unknown as ClientLoaderFunctionArgs);
        outcomes.push('page');
      } catch (error) {
        if (error instanceof Response) outcomes.push(`redirect ${error.headers.get('Location')}`);
        else if (isRouteErrorResponse(error) || (error as { init?: ResponseInit }).init)
          outcomes.push(`${(error as { init?: ResponseInit }).init?.status ?? (error as { status: number }).status}`);
        else outcomes.push('error');
      }
    }
    return outcomes;
  };
  const hop = (to: string) => () => {
    throw redirect(to, 301);
  };

  it('follows up to five internal redirects in a row; the sixth is the fatal 404 (a CMS loop)', async () => {
    expect(await navigate([hop('/a'), hop('/b'), hop('/a'), hop('/b'), hop('/a'), hop('/b'), hop('/a')])).toEqual([
      'redirect /a',
      'redirect /b',
      'redirect /a',
      'redirect /b',
      'redirect /a',
      '404',
      'redirect /a',
    ]);
  });

  it('starts counting anew after a page', async () => {
    const page = () => ({ kind: 'page' });
    const five = [hop('/a'), hop('/b'), hop('/a'), hop('/b'), hop('/a')];
    expect(await navigate([page, ...five, page, ...five])).not.toContain('404');
  });
});
