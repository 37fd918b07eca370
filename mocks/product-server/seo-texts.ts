/**
 * German titles and descriptions per route name (spec/1 §2 names; `handle.name` in
 * src/app/routes.ts). `[DATE]`/`[WEEKDAY]` are filled on date pages; `{title}` with the
 * content page's or game's title. Pages that must not be indexed say so in `robots`.
 */
export interface SeoText {
  readonly title: string;
  readonly description: string;
  /** Defaults to "index, follow". */
  readonly noindex?: boolean;
  readonly type?: 'website' | 'article';
}

const LOTTERY_NAMES = {
  lotto: 'LOTTO 6aus49',
  eurojackpot: 'Eurojackpot',
  keno: 'KENO',
  gluecksspirale: 'GlücksSpirale',
} as const;

const landing = (name: string, drawDays: string): SeoText => ({
  title: `${name} online spielen`,
  description: `${name} bequem online spielen bei Tippwerk: Tippschein ausfüllen, ${drawDays}. Spielteilnahme ab 18 Jahren.`,
});

const numbers = (name: string): { latest: SeoText; date: SeoText; archive: SeoText } => ({
  latest: {
    title: `${name} Gewinnzahlen und Quoten`,
    description: `Die aktuellen ${name} Gewinnzahlen und Quoten der letzten Ziehung bei Tippwerk.`,
  },
  date: {
    title: `${name} Gewinnzahlen vom [WEEKDAY], [DATE]`,
    description: `${name} Gewinnzahlen und Quoten der Ziehung vom [WEEKDAY], [DATE].`,
    type: 'article',
  },
  archive: {
    title: `${name} Archiv: Gewinnzahlen früherer Ziehungen`,
    description: `Alle ${name} Gewinnzahlen und Quoten früherer Ziehungen im Archiv.`,
  },
});

const lotto = numbers(LOTTERY_NAMES.lotto);
const eurojackpot = numbers(LOTTERY_NAMES.eurojackpot);
const keno = numbers(LOTTERY_NAMES.keno);
const gluecksspirale = numbers(LOTTERY_NAMES.gluecksspirale);

const account: SeoText = { title: 'Mein Kundenkonto', description: 'Ihr Tippwerk-Kundenkonto.', noindex: true };

export const SEO_TEXTS: Readonly<Record<string, SeoText>> = {
  index: {
    title: 'Lotto online spielen – LOTTO 6aus49, Eurojackpot, KENO',
    description:
      'Tippwerk – LOTTO 6aus49, Eurojackpot, GlücksSpirale und KENO online spielen. Aktuelle Jackpots, Quicktipps und Gewinnzahlen. Spielteilnahme ab 18 Jahren.',
  },
  'products-lotto': landing(LOTTERY_NAMES.lotto, 'Ziehung mittwochs und samstags'),
  'products-eurojackpot': landing(LOTTERY_NAMES.eurojackpot, 'Ziehung dienstags und freitags'),
  'products-keno': landing(LOTTERY_NAMES.keno, 'Ziehung täglich'),
  'products-gluecksspirale': landing(LOTTERY_NAMES.gluecksspirale, 'Ziehung samstags'),
  'products-lotto-regular': {
    title: 'LOTTO 6aus49 Normalschein',
    description: 'LOTTO 6aus49 Normalschein online ausfüllen: 6 aus 49 Zahlen tippen, Superzahl, Spiel 77 und Super 6.',
  },
  'products-lotto-system': {
    title: 'LOTTO 6aus49 Systemschein',
    description: 'Mit dem LOTTO 6aus49 Systemschein mehr Zahlen tippen und alle Kombinationen spielen.',
  },
  'products-eurojackpot-regular': {
    title: 'Eurojackpot Normalschein',
    description: 'Eurojackpot Normalschein online ausfüllen: 5 aus 50 und 2 Eurozahlen aus 12.',
  },
  'products-eurojackpot-system': {
    title: 'Eurojackpot Systemschein',
    description: 'Eurojackpot Systemschein: mehr Zahlen und Eurozahlen tippen, alle Kombinationen spielen.',
  },
  'products-keno-regular': {
    title: 'KENO Spielschein',
    description: 'KENO Spielschein online: KENO-Typ 2 bis 10 wählen, Einsatz festlegen, täglich gewinnen.',
  },
  'products-gluecksspirale-regular': {
    title: 'GlücksSpirale Los',
    description: 'GlücksSpirale Los online spielen: Sofortrente und Geldgewinne jeden Samstag.',
  },
  lotteryNumbers: lotto.latest,
  'lotteryNumbers-date': lotto.date,
  'lotteryNumbers-archive': lotto.archive,
  'lotteryNumbers-eurojackpot': eurojackpot.latest,
  'lotteryNumbers-eurojackpot-date': eurojackpot.date,
  'lotteryNumbers-eurojackpot-archive': eurojackpot.archive,
  'lotteryNumbers-keno': keno.latest,
  'lotteryNumbers-keno-date': keno.date,
  'lotteryNumbers-keno-archive': keno.archive,
  'lotteryNumbers-gluecksspirale': gluecksspirale.latest,
  'lotteryNumbers-gluecksspirale-date': gluecksspirale.date,
  'lotteryNumbers-gluecksspirale-archive': gluecksspirale.archive,
  'lotteryNumbers-overview': {
    title: 'Gewinnzahlen und Quoten aller Lotterien',
    description: 'Die aktuellen Gewinnzahlen und Quoten von LOTTO 6aus49, Eurojackpot, KENO und GlücksSpirale.',
  },
  'winningCheck-lotto': {
    title: 'LOTTO 6aus49 Gewinnabfrage: Was hätten Ihre Zahlen gewonnen?',
    description:
      'Prüfen Sie Ihre LOTTO-Zahlen mit Superzahl, Spiel 77 und Super 6 gegen alle Ziehungen der letzten zwei Jahre.',
  },
  'winningCheck-eurojackpot': {
    title: 'Eurojackpot Gewinnabfrage: Was hätten Ihre Zahlen gewonnen?',
    description: 'Prüfen Sie Ihre Eurojackpot-Zahlen und Eurozahlen gegen alle Ziehungen der letzten zwei Jahre.',
  },
  'statistics-lotto': {
    title: 'LOTTO 6aus49 Zahlenstatistik: Häufigkeit aller Zahlen',
    description:
      'Wie oft wurde jede LOTTO-Zahl und jede Superzahl in den letzten zwei Jahren gezogen, wann zuletzt, und welche Paare am häufigsten?',
  },
  'statistics-eurojackpot': {
    title: 'Eurojackpot Zahlenstatistik: Häufigkeit aller Zahlen',
    description:
      'Wie oft wurde jede Eurojackpot-Zahl und jede Eurozahl in den letzten zwei Jahren gezogen, wann zuletzt, und welche Paare am häufigsten?',
  },
  winningProbabilities: {
    title: 'Gewinnwahrscheinlichkeiten',
    description:
      'Gewinnchancen aller Gewinnklassen von LOTTO 6aus49, Eurojackpot, KENO, GlücksSpirale, Spiel 77 und Super 6.',
  },
  games: {
    title: 'Online-Spiele',
    description:
      'Online-Spiele bei Tippwerk: Spielautomaten ausgewählter Anbieter, auch als Demo. Spielteilnahme ab 18 Jahren.',
  },
  'games-game': {
    title: '{title} online spielen',
    description: '{title} bei Tippwerk online spielen – auch als Demo ohne Einsatz. Spielteilnahme ab 18 Jahren.',
  },
  contentPage: { title: '{title}', description: '{title} – Informationen von Tippwerk.', type: 'article' },
  cmsSlug: { title: '{title}', description: '{title} – Informationen von Tippwerk.', type: 'article' },
  agb: {
    title: 'Allgemeine Geschäftsbedingungen',
    description: 'Die Allgemeinen Geschäftsbedingungen von Tippwerk für die Spielteilnahme.',
  },
  datenschutz: {
    title: 'Datenschutz',
    description: 'Wie Tippwerk Ihre Daten schützt: Datenschutzerklärung und Cookies.',
  },
  kundenservice: {
    title: 'Kundenservice',
    description: 'So erreichen Sie den Tippwerk-Kundenservice – per E-Mail und Telefon.',
  },
  faq: {
    title: 'Häufige Fragen',
    description: 'Antworten auf häufige Fragen zu Konto, Einzahlung, Tippscheinen und Gewinnen bei Tippwerk.',
  },
  checkoutBasket: { title: 'Warenkorb', description: 'Ihr Tippwerk-Warenkorb.', noindex: true },
  // Tips saved in the visitor's own browser: nothing to index.
  myNumbers: { title: 'Meine Zahlen', description: 'Ihre gespeicherten Tipps bei Tippwerk.', noindex: true },
  'checkoutBasket-success': {
    title: 'Vielen Dank für Ihren Einkauf',
    description: 'Ihr Kauf bei Tippwerk war erfolgreich.',
    noindex: true,
  },
  account,
  // Personal figures: never indexed, like every account page.
  'account-spending': {
    title: 'Ausgaben',
    description: 'Ihre Einsätze, Gewinne und Einzahlungen der letzten 12 Monate bei Tippwerk.',
    noindex: true,
  },
  registration: {
    title: 'Registrieren',
    description: 'Jetzt kostenlos bei Tippwerk registrieren und Lotto online spielen.',
    noindex: true,
  },
  'registration-step': {
    title: 'Registrieren',
    description: 'Jetzt kostenlos bei Tippwerk registrieren und Lotto online spielen.',
    noindex: true,
  },
  passwordReset: {
    title: 'Passwort zurücksetzen',
    description: 'Neues Passwort für Ihr Tippwerk-Konto festlegen.',
    noindex: true,
  },
  confirmEmail: {
    title: 'E-Mail-Adresse bestätigen',
    description: 'Bestätigen Sie Ihre E-Mail-Adresse bei Tippwerk.',
    noindex: true,
  },
  notFound: { title: 'Seite nicht gefunden', description: 'Diese Seite gibt es bei Tippwerk nicht.', noindex: true },
};

/** Every route name starting with "account" (spec/1 §2: private) shares the account text; dev pages are never indexed. */
export function seoTextFor(routeName: string): SeoText {
  if (Object.hasOwn(SEO_TEXTS, routeName)) return SEO_TEXTS[routeName]!;
  if (routeName.startsWith('account')) return account;
  if (routeName.startsWith('dev-'))
    return { title: 'Entwicklung', description: 'Entwicklerseite des Fake-Backends.', noindex: true };
  return { title: '{title}', description: '{title} bei Tippwerk.' };
}
