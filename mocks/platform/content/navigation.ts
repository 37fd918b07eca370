import type { FooterTrustDto, NavigationEntryDto } from '../../../adapters/http/wire/content.dto';

/** A navigation entry as the fake content service stores it; `badge` adds the lottery's current jackpot when read. */
export type NavigationSeed = Omit<NavigationEntryDto, 'jackpotBadge'> & { badge: boolean };

const entry = (
  id: string,
  rank: number,
  title: string,
  url: string,
  lotteryId: string | null = null,
  badge = false,
): NavigationSeed => ({
  id,
  rank,
  title,
  url,
  lotteryId,
  badge,
});

/** Main navigation; stored out of order on purpose, the service sorts by rank. */
export const MAIN_NAVIGATION: readonly NavigationSeed[] = [
  entry('nav-eurojackpot', 20, 'Eurojackpot', '/eurojackpot', 'eurojackpot', true),
  entry('nav-lotto', 10, 'LOTTO 6aus49', '/lotto', 'lotto6aus49', true),
  entry('nav-gluecksspirale', 30, 'GlücksSpirale', '/gluecksspirale', 'gluecksspirale', false),
  entry('nav-keno', 40, 'KENO', '/keno', 'keno', false),
  entry('nav-gewinnzahlen', 50, 'Gewinnzahlen', '/gewinnzahlen'),
  entry('nav-games', 60, 'Games', '/games'),
];

export const HEADER_TOP_BAR: readonly NavigationSeed[] = [
  entry('top-kundenservice', 20, 'Kundenservice', '/kundenservice'),
  entry('top-faq', 10, 'Häufige Fragen', '/faq'),
  entry('top-spielerschutz', 30, 'Spielerschutz', '/spielerschutz'),
];

export const SIDEBAR: readonly (NavigationSeed & { subtitle: string | null })[] = [
  { ...entry('side-lotto', 10, 'LOTTO 6aus49', '/lotto', 'lotto6aus49', true), subtitle: 'Mittwoch und Samstag' },
  {
    ...entry('side-eurojackpot', 20, 'Eurojackpot', '/eurojackpot', 'eurojackpot', true),
    subtitle: 'Dienstag und Freitag',
  },
  {
    ...entry('side-gluecksspirale', 30, 'GlücksSpirale', '/gluecksspirale', 'gluecksspirale'),
    subtitle: 'Jeden Samstag',
  },
  { ...entry('side-keno', 40, 'KENO', '/keno', 'keno'), subtitle: 'Täglich' },
  {
    ...entry('side-wahrscheinlichkeiten', 50, 'Gewinnwahrscheinlichkeiten', '/gewinnwahrscheinlichkeiten'),
    subtitle: null,
  },
];

export const FOOTER_SERVICES: readonly NavigationSeed[] = [
  entry('svc-kundenservice', 10, 'Kundenservice', '/kundenservice'),
  entry('svc-faq', 20, 'Häufige Fragen', '/faq'),
  entry('svc-zahlung', 30, 'Ein- und Auszahlung', '/zahlungsmethoden'),
  entry('svc-spielerschutz', 40, 'Spielerschutz', '/spielerschutz'),
  entry('svc-bzga', 50, 'Hilfe bei Glücksspielsucht (BZgA)', 'https://www.check-dein-spiel.de/'),
];

export const FOOTER_SITEMAP: readonly (NavigationSeed & { group: string })[] = [
  { ...entry('map-lotto', 10, 'LOTTO 6aus49', '/lotto', 'lotto6aus49'), group: 'Lotterien' },
  { ...entry('map-eurojackpot', 20, 'Eurojackpot', '/eurojackpot', 'eurojackpot'), group: 'Lotterien' },
  { ...entry('map-gluecksspirale', 30, 'GlücksSpirale', '/gluecksspirale', 'gluecksspirale'), group: 'Lotterien' },
  { ...entry('map-keno', 40, 'KENO', '/keno', 'keno'), group: 'Lotterien' },
  { ...entry('map-gewinnzahlen', 50, 'Gewinnzahlen und Quoten', '/gewinnzahlen'), group: 'Gewinnzahlen' },
  {
    ...entry('map-wahrscheinlichkeiten', 60, 'Gewinnwahrscheinlichkeiten', '/gewinnwahrscheinlichkeiten'),
    group: 'Gewinnzahlen',
  },
  { ...entry('map-systemschein', 70, 'Ratgeber: Systemschein', '/ratgeber/systemschein'), group: 'Ratgeber' },
  { ...entry('map-ueber-uns', 80, 'Über Tippwerk', '/ueber-uns'), group: 'Tippwerk' },
  { ...entry('map-impressum', 90, 'Impressum', '/impressum'), group: 'Tippwerk' },
  { ...entry('map-agb', 100, 'AGB', '/agb'), group: 'Tippwerk' },
  { ...entry('map-datenschutz', 110, 'Datenschutz', '/datenschutz'), group: 'Tippwerk' },
];

export const FOOTER_TRUSTS: readonly FooterTrustDto[] = [
  {
    id: 'trust-lizenz',
    rank: 10,
    title: 'Staatlich lizenziert',
    description: 'Erlaubnis der Gemeinsamen Glücksspielbehörde der Länder (GGL), auf der amtlichen Whitelist geführt.',
    image: { url: '/favicon.svg' },
    link: 'https://www.gluecksspiel-behoerde.de/de/erlaubnisfaehiges-gluecksspiel/whitelist',
  },
  {
    id: 'trust-spielerschutz',
    rank: 20,
    title: 'Spielerschutz',
    description: 'Einzahlungslimits, Spielpause und Sperre über OASIS – Spielteilnahme ab 18 Jahren.',
    image: null,
    link: '/spielerschutz',
  },
  {
    id: 'trust-zahlung',
    rank: 30,
    title: 'Sichere Zahlung',
    description: 'Verschlüsselte Übertragung, Kartenzahlung mit 3-D Secure.',
    image: null,
    link: null,
  },
];
