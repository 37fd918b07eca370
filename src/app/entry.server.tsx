import { PassThrough, Writable, type Transform } from 'node:stream';
import { DeferScripts, deferScriptsIn } from './defer-scripts';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { enableStaticRendering } from 'mobx-react-lite';
import { ContainerProvider } from './container-context';
import { DocumentProvider } from './document-context';
import { isSharedPage, keepOnlySuccess } from './page-headers';
import { RENDER_TIMEOUT_MS } from './render-timeout';
import { inlineScriptHashes } from './script-hashes';

// A page rendered on the server is rendered once: observer components need no reactions that
// track what they read (they were ~10 % of a ticket page's render time, and garbage after it).
enableStaticRendering(true);

/** React Router waits this long for deferred data; the render is aborted a moment later. */
export const streamTimeout = RENDER_TIMEOUT_MS;

/**
 * Renders a page for one request: the request's own container (no state shared with another
 * player's request) and a deadline after which the render is aborted (the timer is cleared as soon
 * as the page is done, so nothing of a finished response is held on to). A player's page streams,
 * with this response's CSP nonce on every script. A public page a CDN may share is sent whole,
 * without a nonce: its inline scripts' hashes go into its CSP (`scriptHashes`), so the policy
 * stays true for every copy of it (docs/decisions.md, "Public pages a CDN may keep").
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const { container } = loadContext;
  // A page a CDN may share (production builds): no nonce, since every visitor of the copy gets
  // the same bytes; its inline scripts are named by their hashes instead, once it is whole.
  keepOnlySuccess(headers, status);
  const shared = import.meta.env.PROD && status === 200 && isSharedPage(headers.get('Cache-Control'));
  const nonce = shared ? undefined : loadContext.nonce;
  loadContext.mark(`render ${status}`);
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let responseStatus = status;
    /** The document after the start script is deferred (production builds), as it leaves. */
    const output = (): Transform => (import.meta.env.PROD ? new DeferScripts() : new PassThrough());
    const done = () => {
      clearTimeout(timer);
      loadContext.mark('end');
    };
    const { pipe, abort } = renderToPipeableStream(
      <StrictMode>
        <DocumentProvider value={{ nonce: nonce ?? '', config: loadContext.runtimeConfig }}>
          <ContainerProvider container={container}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </ContainerProvider>
        </DocumentProvider>
      </StrictMode>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
          loadContext.mark('shell');
          if (shared) return;
          const body = output();
          body.once('end', done).once('close', done);
          headers.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status: responseStatus }));
          pipe(body);
        },
        onAllReady() {
          if (!shared) return;
          // The whole page in memory, then one pass over it (no stream stage per chunk).
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, next) {
              chunks.push(chunk);
              next();
            },
          });
          body.once('finish', () => {
            done();
            const page = Buffer.concat(chunks).toString('utf8');
            const html = import.meta.env.PROD ? deferScriptsIn(page) : page;
            loadContext.scriptHashes(inlineScriptHashes(html));
            headers.set('Content-Type', 'text/html; charset=utf-8');
            resolve(new Response(html, { headers, status: responseStatus }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          loadContext.mark('shell error');
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          responseStatus = 500;
          loadContext.onRenderError();
          // Errors of the shell reject above (React Router then renders the route's error boundary).
          if (shellRendered) console.error(error);
        },
      },
    );
    const timer = setTimeout(() => {
      loadContext.mark('render deadline');
      abort();
    }, RENDER_TIMEOUT_MS + 1_000);
    request.signal.addEventListener('abort', () => {
      clearTimeout(timer);
      loadContext.mark('request aborted');
      abort();
    });
  });
}

/** The router's data requests (client navigations): like their pages, only a 200 may be kept by a CDN. */
export function handleDataRequest(response: Response): Response {
  keepOnlySuccess(response.headers, response.status);
  return response;
}

/** Unexpected loader and render errors: logged once, never shown to the player. An aborted request is not an error. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  console.error(JSON.stringify({ level: 'error', message: error instanceof Error ? error.message : String(error) }));
};
