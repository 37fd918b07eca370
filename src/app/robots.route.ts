import type { LoaderArgs } from './route-container';

/** Pages search engines should leave alone: the player's own, checkout, sign-up and technical ones. */
const DISALLOWED = [
  '/kundenkonto',
  '/warenkorb',
  '/meine-zahlen',
  '/registrierung',
  '/passwort-zuruecksetzen',
  '/confirm_email',
  '/dev',
];

/** The robots rules; the sitemap's address is on the configured public origin, never one a request names. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function loader({ context }: LoaderArgs) {
  return new Response(robotsTxt(context.publicOrigin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
