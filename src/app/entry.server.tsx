import { PassThrough, type Transform } from 'node:stream';
import { DeferScripts } from './defer-scripts';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { enableStaticRendering } from 'mobx-react-lite';
import { ContainerProvider } from './container-context';
import { DocumentProvider } from './document-context';
import { RENDER_TIMEOUT_MS } from './render-timeout';

// A page rendered on the server is rendered once: observer components need no reactions that
// track what they read (they were ~10 % of a ticket page's render time, and garbage after it).
enableStaticRendering(true);

/** React Router waits this long for deferred data; the render is aborted a moment later. */
export const streamTimeout = RENDER_TIMEOUT_MS;

/**
 * Renders a page for one request, streaming: the request's own container (no state shared with
 * another player's request), this response's CSP nonce on every script, and a deadline after
 * which the stream is aborted (the timer is cleared as soon as the page is done, so nothing of a
 * finished response is held on to).
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const { nonce, container } = loadContext;
  loadContext.mark(`render ${status}`);
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let responseStatus = status;
    const { pipe, abort } = renderToPipeableStream(
      <StrictMode>
        <DocumentProvider value={{ nonce, config: loadContext.runtimeConfig }}>
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
          // The app's code after the first paint (production builds; the dev server's scripts start as they are).
          const body: Transform = import.meta.env.PROD ? new DeferScripts() : new PassThrough();
          const done = () => {
            clearTimeout(timer);
            loadContext.mark('end');
          };
          body.once('end', done).once('close', done);
          headers.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status: responseStatus }));
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

/** Unexpected loader and render errors: logged once, never shown to the player. An aborted request is not an error. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  console.error(JSON.stringify({ level: 'error', message: error instanceof Error ? error.message : String(error) }));
};
