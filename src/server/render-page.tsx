import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { Writable } from 'node:stream';
import { ContainerProvider } from '../app/container-context';
import { routes } from '../app/routes';
import type { RequestContext } from '../app/route-container';
import type { RuntimeConfig } from '../app/runtime-config';
import { createContainer } from '../composition/container';
import { resolve } from '../composition/feature';
import { onSiteOrigin, routeLocationOf } from '../app/head-manager';
import { LAYOUT } from '../features/layout/layout.module';
import type { RenderedPage, RenderPage } from './app-handler';
import type { ClientAssets } from './client-assets';
import { documentHead, documentTail } from './document';

export interface PageRendererOptions {
  /** The fetch the request containers call the backend with (the shared public cache). */
  readonly fetch?: typeof fetch;
  /** Where this server calls the backend (loopback when it is mounted on our own origin). */
  readonly apiBaseUrl: () => string;
  /** Where the browser calls it ('' for the page's own origin). */
  readonly browserApiBaseUrl: string;
  readonly assets: ClientAssets;
  /** Unexpected rendering errors (never shown to the player). */
  readonly onError: (error: unknown) => void;
}

/** Streams are aborted when a page takes longer than this to finish (a hanging backend call). */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * Renders a page of the app for one request: its own container (no state shared with another
 * player's request), the route's loaders through React Router's static handler, then React's
 * streaming renderer inside the document. The status comes from the loaders (404, redirects).
 */
export function createPageRenderer(options: PageRendererOptions): RenderPage {
  const handler = createStaticHandler(routes);
  const config: RuntimeConfig = { apiBaseUrl: options.browserApiBaseUrl };
  return async (request, nonce) => {
    const container = await createContainer({
      kind: 'http',
      baseUrl: options.apiBaseUrl(),
      on: 'server',
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    const requestContext: RequestContext = { container };
    // The route's SEO data is asked for beside its loaders (the route names are known without them).
    const pathname = new URL(request.url).pathname;
    const named = (matchRoutes(routes, pathname) ?? []).map((m) => ({
      handle: m.route.handle as unknown,
      params: m.params,
    }));
    const [context, seo] = await Promise.all([
      handler.query(request, { requestContext }),
      resolve(container, LAYOUT.loadSeoUseCase)
        .execute(routeLocationOf(pathname, named))
        .catch(() => null),
    ]);
    if (context instanceof Response) return redirectOf(context);
    const head = documentHead({
      nonce,
      assets: options.assets,
      config,
      seo: seo && onSiteOrigin(seo, new URL(options.apiBaseUrl()).origin, new URL(request.url).origin),
    });
    const tail = documentTail();
    const render = (routerContext: StaticHandlerContext) =>
      new Promise<RenderedPage>((resolve, reject) => {
        let status = routerContext.statusCode;
        let failed = false;
        const router = createStaticRouter(handler.dataRoutes, routerContext);
        const stream = renderToPipeableStream(
          <StrictMode>
            <ContainerProvider container={container}>
              <StaticRouterProvider router={router} context={routerContext} nonce={nonce} />
            </ContainerProvider>
          </StrictMode>,
          {
            nonce,
            onShellReady() {
              resolve({
                status,
                headers: { 'Content-Type': 'text/html; charset=utf-8' },
                pipe: (destination) => stream.pipe(wrapped(head, tail, destination)),
                complete: () => !failed,
              });
            },
            onShellError: reject,
            onError(error) {
              status = 500;
              failed = true;
              options.onError(error);
            },
          },
        );
        setTimeout(() => stream.abort(), RENDER_TIMEOUT_MS).unref();
      });
    try {
      return await render(context);
    } catch (error) {
      // Error boundaries do not catch on the server: a view that throws is rendered again with the
      // error at the deepest route boundary, as the browser's router would show it (the German error page).
      const boundary = [...context.matches]
        .reverse()
        .find((m) => m.route.errorElement != null || m.route.ErrorBoundary != null);
      if (!boundary) throw error;
      // The page carries its error to the browser: a neutral one, never the internal message (logged by onError).
      return render({
        ...context,
        statusCode: 500,
        errors: { [boundary.route.id]: new Error('Internal Server Error') },
      });
    }
  };
}

/** A loader's redirect (a moved route, a guarded page) as the server's answer. */
function redirectOf(response: Response): RenderedPage {
  const location = response.headers.get('Location') ?? '/';
  return { status: response.status, headers: { Location: location, 'Content-Type': 'text/plain' }, body: '' };
}

/**
 * React's stream between the document's head and tail. React calls `flush()` after each burst
 * of HTML, which reaches the compressor, so a compressed page streams too.
 */
class DocumentWriter extends Writable {
  constructor(
    private readonly destination: Writable & { flush?: () => void },
    private readonly tail: string,
  ) {
    super();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.destination.write(chunk, done);
  }

  override _final(done: (error?: Error | null) => void): void {
    this.destination.end(this.tail, done);
  }

  flush(): void {
    this.destination.flush?.();
  }
}

function wrapped(head: string, tail: string, destination: Writable): Writable {
  destination.write(head);
  return new DocumentWriter(destination, tail);
}
