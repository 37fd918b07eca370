/**
 * Redirects of the product server (GET /api/cms/redirect?path=…), keyed by normalised path.
 * Targets are same-origin paths (the app navigates internally) or absolute URLs (full navigation).
 */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/lottozahlen': '/lotto/lottozahlen-quoten',
  '/hilfe': '/kundenservice',
  '/kontakt': '/kundenservice',
  '/fragen': '/faq',
  '/datenschutzerklaerung': '/datenschutz',
  '/spielsucht-hilfe': 'https://www.check-dein-spiel.de/',
};
