import type { CookieCategoryDto } from '../../../adapters/http/wire/content.dto';

/** Cookie descriptions for the consent banner; stored unsorted, the service sorts by name. */
export const COOKIE_CATEGORIES: readonly CookieCategoryDto[] = [
  {
    categoryId: 'functional',
    title: 'Notwendig',
    description:
      'Diese Speichereinträge braucht die Seite, um zu funktionieren: Anmeldung, Warenkorb und Ihre Cookie-Auswahl. Sie lassen sich nicht abwählen.',
    required: true,
    cookies: [
      {
        name: 'REFRESH_TOKEN',
        provider: 'Tippwerk',
        purpose: 'Hält Sie angemeldet, solange Sie es wünschen.',
        duration: 'bis zur Abmeldung',
      },
      {
        name: 'COOKIE_CONSENT',
        provider: 'Tippwerk',
        purpose: 'Speichert Ihre Auswahl in diesem Banner.',
        duration: '1 Jahr',
      },
      {
        name: 'AUTH_TOKEN',
        provider: 'Tippwerk',
        purpose: 'Weist Sie bei jeder Anfrage als angemeldet aus.',
        duration: '15 Minuten',
      },
      {
        name: 'LAST_ACTIVITY',
        provider: 'Tippwerk',
        purpose: 'Beendet eine inaktive Sitzung aus Sicherheitsgründen.',
        duration: 'Sitzung',
      },
      {
        name: 'tippwerk.basket',
        provider: 'Tippwerk',
        purpose: 'Merkt sich Ihren Warenkorb.',
        duration: 'dauerhaft, bis zum Kauf',
      },
    ],
  },
  {
    categoryId: 'optimization',
    title: 'Statistik',
    description:
      'Helfen uns zu verstehen, wie die Seite genutzt wird, damit wir sie verbessern können. Die Auswertung erfolgt pseudonym.',
    required: false,
    cookies: [
      {
        name: '_gid',
        provider: 'Google',
        purpose: 'Unterscheidet Besucher für die Tagesstatistik.',
        duration: '24 Stunden',
      },
      {
        name: '_ga',
        provider: 'Google',
        purpose: 'Unterscheidet Besucher für die Reichweitenmessung.',
        duration: '2 Jahre',
      },
    ],
  },
  {
    categoryId: 'marketing',
    title: 'Marketing',
    description: 'Ermöglichen es, die Wirkung unserer Werbung zu messen und Ihnen passende Angebote zu zeigen.',
    required: false,
    cookies: [
      { name: '_gcl_au', provider: 'Google', purpose: 'Ordnet Käufe einer Werbeanzeige zu.', duration: '90 Tage' },
      {
        name: 'IDE',
        provider: 'Google (DoubleClick)',
        purpose: 'Misst die Wirkung von Anzeigen auf anderen Seiten.',
        duration: '13 Monate',
      },
    ],
  },
];
