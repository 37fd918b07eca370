/**
 * /sitemap.xml (spec/1 §2 "Routed"): every public route of the shop plus the content pages.
 * The list mirrors the public, parameter-free routes of src/app/routes.ts (a ui test keeps the
 * two in step); account routes, checkout, dev pages and confirmation links are not listed.
 */
export const PUBLIC_SITEMAP_PATHS: readonly string[] = [
  '/',
  '/lotto',
  '/lotto/normalschein',
  '/lotto/systemschein',
  '/lotto/lottozahlen-quoten',
  '/lotto/lottozahlen-quoten/archiv',
  '/lotto/gewinnabfrage',
  '/lotto/statistik',
  '/eurojackpot',
  '/eurojackpot/normalschein',
  '/eurojackpot/systemschein',
  '/eurojackpot/zahlen-quoten',
  '/eurojackpot/zahlen-quoten/archiv',
  '/eurojackpot/gewinnabfrage',
  '/eurojackpot/statistik',
  '/keno',
  '/keno/spielschein',
  '/keno/zahlen-quoten',
  '/keno/zahlen-quoten/archiv',
  '/gluecksspirale',
  '/gluecksspirale/los',
  '/gluecksspirale/gewinnzahlen-quoten',
  '/gluecksspirale/gewinnzahlen-quoten/archiv',
  '/gewinnzahlen',
  '/gewinnwahrscheinlichkeiten',
  '/games',
  '/agb',
  '/datenschutz',
  '/faq',
  '/kundenservice',
];

/** Paths never listed, whatever the content says: private, transactional or technical. */
const EXCLUDED =
  /^\/(kundenkonto|warenkorb|meine-zahlen|registrierung|dev|confirm_email|passwort-zuruecksetzen|404)(\/|$)/;

export const isSitemapPath = (path: string): boolean =>
  path.startsWith('/') && !path.startsWith('//') && !EXCLUDED.test(path);

const escapeXml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** The sitemap document: public routes first, then further paths (content pages, games), each once. */
export function sitemapXml(origin: string, extraPaths: readonly string[] = []): string {
  const paths = [...new Set([...PUBLIC_SITEMAP_PATHS, ...extraPaths.filter(isSitemapPath)])];
  const urls = paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
