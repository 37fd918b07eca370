import type { ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type HeadersFunction,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import '../ui/tokens.css';
import '../ui/base.css';
import './app.css';
import { resolve } from '../composition/feature';
import { SEO } from '../features/layout/seo.module';
import { useDocumentValues } from './document-context';
import { RUNTIME_CONFIG_ID } from './runtime-config';
import { START_AFTER_PAINT } from './start-after-paint';
import { escapeJsonForHtml } from './html-escape';
import { onSiteOrigin, seoMeta, type RootData } from './seo-meta';
import { routeContainer, routeLocation, type LoaderArgs } from './route-container';
import { RouteErrorView } from './error-page.view';
import { pageHeaders } from './page-headers';

/**
 * The route's SEO data from the product server (spec/2 §7.7), asked for on the server for every
 * page and again whenever the path changes (a query change, such as a modal, is not a new page).
 */
export async function loader({ request, context }: LoaderArgs): Promise<RootData> {
  const location = routeLocation(context, new URL(request.url).pathname);
  const seo = await resolve(routeContainer(context), SEO.loadSeoUseCase)
    .execute(location)
    .catch(() => null);
  return { seo: seo && onSiteOrigin(seo, context.backendOrigin, context.publicOrigin) };
}

/** Only a new path is a new page: a query change (a filter, a modal) keeps the head and asks the server nothing. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo ?? null);

export const headers: HeadersFunction = pageHeaders;

/**
 * Marks made before the first paint: a visitor who has decided on cookies (COOKIE_CONSENT in local
 * storage) does not see the banner the server rendered for a first visit (hidden by app.css), and
 * until the app has taken over a click would do nothing, so the page takes none (a page whose app
 * never starts becomes clickable after 10 s). Without JavaScript nothing is marked.
 */
const BEFORE_PAINT =
  "try{if(localStorage.getItem('COOKIE_CONSENT'))document.documentElement.setAttribute('data-consent','')}catch(e){}" +
  "var r=document.documentElement;r.setAttribute('data-booting','');setTimeout(function(){r.removeAttribute('data-booting')},10000);";

/**
 * The head's script, written by the server only: it runs before hydration, and the browser's
 * render leaves the server's markup alone (so the browser build need not carry its text).
 */
const HEAD_SCRIPT = import.meta.env.SSR ? BEFORE_PAINT + (import.meta.env.PROD ? START_AFTER_PAINT : '') : '';

/** The document around every page, error pages included. */
export function Layout({ children }: { children: ReactNode }) {
  // No nonce ('') on a page a CDN may share (src/app/entry.server.tsx) and in the browser: no attribute then.
  const { nonce: responseNonce, config } = useDocumentValues();
  const nonce = responseNonce || undefined;
  return (
    // The marks above are set on <html> before hydration: they are the browser's, not React's.
    <html lang="de" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <meta name="theme-color" content="#c8102e" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Installable (issue 19): name, icons and theme colour of the web app. */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        {/* The dev server inlines critical styles, allowed there without a nonce (src/server/security.ts): none, so the browser's copy matches. */}
        <Links nonce={import.meta.env.DEV ? undefined : nonce} />
        {/* A JSON data block (no script runs it): where the browser calls the backend, read before the app starts. */}
        <script
          type="application/json"
          id={RUNTIME_CONFIG_ID}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? escapeJsonForHtml(config) : '' }}
        />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
      </head>
      <body>
        {children}
        <noscript>Bitte aktivieren Sie JavaScript, um bei Tippwerk zu spielen.</noscript>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function Root() {
  return <Outlet />;
}

/** Unhandled errors of a page without a boundary of its own end here instead of a blank screen. */
export const ErrorBoundary = RouteErrorView;
