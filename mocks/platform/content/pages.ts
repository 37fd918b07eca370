import type { ContentPageDto } from '../../../adapters/http/wire/content.dto';
import { AGB_PAGE, DATENSCHUTZ_PAGE, IMPRESSUM_PAGE } from './pages-legal';
import { XSS_CORPUS } from './xss-corpus';

const page = (url: string, title: string, description: string | null, content: string): ContentPageDto => ({
  id: `page-${url.slice(1).replace(/\//g, '-')}`,
  url,
  title,
  description,
  content,
  updatedAt: '2026-01-15T09:00:00Z',
});

/** Every page of the fake content service, keyed by normalised path. */
export const CONTENT_PAGES: readonly ContentPageDto[] = [
  AGB_PAGE,
  DATENSCHUTZ_PAGE,
  IMPRESSUM_PAGE,
  page(
    '/faq',
    'Häufige Fragen',
    'Antworten rund um Kundenkonto, Verifizierung, Spielaufträge und Gewinne.',
    'Hier finden Sie Antworten auf die Fragen, die uns am häufigsten erreichen. Ist Ihre Frage nicht dabei? Unser [Kundenservice](/kundenservice) hilft gern weiter.',
  ),
  page(
    '/kundenservice',
    'Kundenservice',
    'So erreichen Sie das Tippwerk-Serviceteam.',
    `Sie haben eine Frage zu Ihrem Spielauftrag, zu einer Zahlung oder zu Ihrem Kundenkonto? Unser Serviceteam in Hamburg ist für Sie da.

## Bevor Sie uns schreiben

- Viele Antworten stehen bereits in den [häufigen Fragen](/faq).
- Halten Sie bei Fragen zu einem Spielauftrag bitte die **Spielscheinnummer** bereit. Sie finden sie im Kundenkonto unter „Spielhistorie“.
- Ihr Passwort setzen Sie jederzeit selbst über „Passwort vergessen?“ im Anmeldefenster zurück.

## Spielerschutz

Wenn Sie eine Spielpause einlegen oder Ihre Limits ändern möchten, geht das direkt im Kundenkonto unter „Limits“. Hilfe und Beratung bei Glücksspielsucht erhalten Sie kostenlos und anonym bei der BZgA unter **0800 1 37 27 00**.`,
  ),
  page(
    '/spielerschutz',
    'Spielerschutz',
    'Limits, Spielpause, Selbstsperre und Hilfe bei Glücksspielsucht.',
    `Lotto soll Spaß machen. Damit das so bleibt, gibt es bei Tippwerk klare Regeln und Werkzeuge, mit denen Sie Ihr Spiel im Griff behalten.

## Ihre Werkzeuge

1. **Einzahlungslimit**: Legen Sie fest, wie viel Sie pro Tag, Woche oder Monat höchstens einzahlen.
2. **Spielpause**: Pausieren Sie Ihr Konto für einen selbst gewählten Zeitraum.
3. **Selbstsperre**: Über die bundesweite Sperrdatei OASIS können Sie sich für mindestens drei Monate von allen erlaubten Glücksspielen sperren lassen.

## Warnsignale

- Sie spielen häufiger oder mit höheren Einsätzen, als Sie vorhatten.
- Sie versuchen, Verluste durch weiteres Spielen auszugleichen.
- Sie verheimlichen Ihr Spielverhalten vor Familie oder Freunden.

> Hilfe gibt es kostenlos und anonym: BZgA-Beratungstelefon **0800 1 37 27 00** oder [check-dein-spiel.de](https://www.check-dein-spiel.de/).

Die Teilnahme an Glücksspielen ist erst ab 18 Jahren erlaubt.`,
  ),
  page(
    '/ueber-uns',
    'Über Tippwerk',
    'Wer hinter Tippwerk steht.',
    `Tippwerk ist ein staatlich zugelassener Spielvermittler aus Hamburg. Wir leiten Ihre Spielaufträge für LOTTO 6aus49, Eurojackpot, GlücksSpirale und KENO an die Landeslotteriegesellschaften weiter – einfach, sicher und mit vollständiger Übersicht über Einsätze und Gewinne.

Unser Anspruch: faire Gebühren, verständliche Scheine und ein Service, der erreichbar ist, wenn Sie ihn brauchen.`,
  ),
  page(
    '/zahlungsmethoden',
    'Ein- und Auszahlung',
    'Zahlungsarten, Dauer und Limits.',
    `## Einzahlen

Sie können per **SEPA-Lastschrift**, **Kreditkarte** (Visa, Mastercard) oder **PayPal** einzahlen. Kartenzahlungen bestätigen Sie mit 3-D Secure bei Ihrer Bank.

## Auszahlen

Gewinne zahlen wir auf das hinterlegte Bankkonto aus, in der Regel innerhalb von zwei Bankarbeitstagen. Auf Wunsch überweisen wir Gewinne ab einem selbst gewählten Betrag automatisch.

## Limits

Für alle Anbieter zusammen gilt ein monatliches Einzahlungslimit, das über die Limitdatei LUGAS geprüft wird. Eigene, niedrigere Limits legen Sie im Kundenkonto fest.`,
  ),
  page(
    '/ratgeber/systemschein',
    'Ratgeber: Der Systemschein',
    'Mehr Zahlen, mehr Tippreihen: wie ein Vollsystem funktioniert.',
    `Mit einem **Systemschein** kreuzen Sie mehr Zahlen an, als für einen einfachen Tipp nötig sind. Daraus werden automatisch alle möglichen Tippreihen gebildet.

## Ein Beispiel

Beim LOTTO-System 007 kreuzen Sie 7 Zahlen an. Daraus entstehen 7 Tippreihen mit je 6 Zahlen. Beim System 008 sind es bereits 28 Reihen, beim System 012 sogar 924.

## Worauf Sie achten sollten

- Der Einsatz steigt mit der Zahl der Reihen deutlich.
- Die Chance auf einen Gewinn pro Reihe bleibt gleich; Sie spielen nur mehr Reihen.

Die Gewinnchancen jeder Klasse finden Sie auf der Seite [Gewinnwahrscheinlichkeiten](/gewinnwahrscheinlichkeiten).`,
  ),
  page(
    '/test/xss-korpus',
    'Testseite: XSS-Korpus',
    null,
    `Diese Seite gibt es nur im Fake-Backend. Jede Zeile versucht, Skript auszuführen; sichtbar sein darf nur Text.

${XSS_CORPUS.map((line) => `${line}\n`).join('\n')}`,
  ),
];
