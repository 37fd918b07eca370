import type { ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from 'react-router';

/** The document around the page, with what React Router's framework mode writes into it (as src/app/root.tsx). */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function Root() {
  return <Outlet />;
}

/** What a failed page shows, as the shop's error boundaries. */
export function ErrorBoundary() {
  const error = useRouteError();
  return <h1>{isRouteErrorResponse(error) ? error.status : 'Fehler'}</h1>;
}
