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
