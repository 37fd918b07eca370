import type { ContentPageDto } from '../../../adapters/http/wire/content.dto';

const UPDATED = '2026-01-15T09:00:00Z';

export const AGB_PAGE: ContentPageDto = {
  id: 'page-agb',
  url: '/agb',
  title: 'Allgemeine Geschäftsbedingungen',
  description: 'Die Bedingungen, zu denen Tippwerk Spielaufträge für staatliche Lotterien vermittelt.',
  updatedAt: UPDATED,
  content: `Stand: 15. Januar 2026

## 1. Geltungsbereich

Diese Bedingungen gelten für alle Verträge zwischen der Tippwerk GmbH (im Folgenden „Tippwerk“) und den Kundinnen und Kunden, die über tippwerk.de Spielaufträge für staatliche Lotterien erteilen. Tippwerk ist gewerblicher Spielvermittler im Sinne des § 19 Glücksspielstaatsvertrag 2021 (GlüStV 2021) und leitet Spielaufträge an die jeweils veranstaltende Landeslotteriegesellschaft weiter. Für die Spielteilnahme selbst gelten zusätzlich die Teilnahmebedingungen des Veranstalters.

## 2. Teilnahmevoraussetzungen

- Spielen darf nur, wer **mindestens 18 Jahre alt** ist und seinen Wohnsitz in Deutschland hat.
- Jede Person darf nur ein Kundenkonto führen. Die Angaben bei der Registrierung müssen vollständig und wahr sein.
- Vor der ersten Teilnahme prüfen wir Identität und Alter. Bis zur vollständigen Verifizierung können Einzahlungen und Spielaufträge begrenzt sein.
- Gesperrte Spielerinnen und Spieler (Sperrdatei OASIS) sind von der Teilnahme ausgeschlossen.

## 3. Kundenkonto und Guthaben

Das Guthaben wird auf einem Treuhandkonto getrennt vom Vermögen der Tippwerk geführt. Ein- und Auszahlungen sind über die angebotenen Zahlungsarten möglich. Für jede Person gilt das anbieterübergreifende Einzahlungslimit nach § 6c GlüStV 2021; zusätzlich können eigene, niedrigere Limits festgelegt werden. Eine Senkung wirkt sofort, eine Erhöhung frühestens nach sieben Tagen.

## 4. Vertragsschluss

Mit dem Klick auf „Jetzt kaufen“ gibt die Kundin oder der Kunde ein verbindliches Angebot ab. Der Vertrag kommt zustande, sobald Tippwerk den Spielauftrag bestätigt und der Veranstalter ihn angenommen hat. Maßgeblich sind allein die beim Veranstalter gespeicherten Daten. Ein Widerrufsrecht besteht nach § 312g Abs. 2 Nr. 12 BGB nicht, da es sich um Wett- und Lotteriedienstleistungen handelt.

## 5. Preise und Gebühren

Es gilt der Spieleinsatz des Veranstalters zuzüglich der bei der Bestellung ausgewiesenen Bearbeitungsgebühr. Alle Preise werden vor dem Kauf vollständig angezeigt. Annahmeschluss ist der im Spielschein genannte Zeitpunkt; danach abgegebene Spielaufträge nehmen erst an der nächsten Ziehung teil.

## 6. Dauerscheine

Ein Dauerschein verlängert sich automatisch um die gewählte Laufzeit und wird mit der hinterlegten Zahlungsart beglichen. Er kann jederzeit im Kundenkonto unter „Spielhistorie“ beendet werden; bereits bezahlte Ziehungen werden noch gespielt.

## 7. Gewinne

Gewinne werden nach der amtlichen Gewinnfeststellung des Veranstalters dem Kundenkonto gutgeschrieben. Großgewinne ab 1.000.000 € zahlt der Veranstalter direkt aus; wir melden uns in diesem Fall persönlich. Gewinne aus staatlichen Lotterien sind in Deutschland einkommensteuerfrei.

## 8. Spielerschutz

Glücksspiel kann süchtig machen. Tippwerk bietet Einzahlungslimits, eine freiwillige Spielpause und die Selbstsperre über OASIS an. Hilfe erhalten Sie bei der Bundeszentrale für gesundheitliche Aufklärung unter der kostenlosen Rufnummer **0800 1 37 27 00** oder auf [check-dein-spiel.de](https://www.check-dein-spiel.de/).

## 9. Haftung

Tippwerk haftet unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Vertragspflichten und begrenzt auf den vorhersehbaren, vertragstypischen Schaden.

## 10. Schlussbestimmungen

Es gilt deutsches Recht. Sollte eine Bestimmung unwirksam sein, bleiben die übrigen Bestimmungen wirksam. Informationen zur Online-Streitbeilegung finden Sie auf der [Plattform der EU-Kommission](https://ec.europa.eu/consumers/odr/). Zur Teilnahme an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle sind wir weder bereit noch verpflichtet.`,
};

export const DATENSCHUTZ_PAGE: ContentPageDto = {
  id: 'page-datenschutz',
  url: '/datenschutz',
  title: 'Datenschutzerklärung',
  description: 'Welche Daten Tippwerk verarbeitet, wozu und welche Rechte Sie haben.',
  updatedAt: UPDATED,
  content: `Stand: 15. Januar 2026

Der Schutz Ihrer Daten ist uns wichtig. Hier erfahren Sie, welche personenbezogenen Daten wir verarbeiten, zu welchem Zweck und auf welcher Rechtsgrundlage.

## Verantwortlicher

Tippwerk GmbH, Beispielstraße 12, 20095 Hamburg, E-Mail: [datenschutz@tippwerk.de](mailto:datenschutz@tippwerk.de). Unsere Datenschutzbeauftragte erreichen Sie unter derselben Anschrift mit dem Zusatz „Datenschutzbeauftragte“.

## Welche Daten wir verarbeiten

- **Stammdaten**: Name, Geburtsname, Geburtsdatum und -ort, Anschrift, E-Mail-Adresse und Telefonnummer.
- **Verifizierungsdaten**: Ergebnis der Alters- und Identitätsprüfung sowie die Bankverbindung für die Prüfung per Kleinstbetrag.
- **Spiel- und Zahlungsdaten**: Spielaufträge, Gewinne, Ein- und Auszahlungen und Limits.
- **Nutzungsdaten**: technisch notwendige Angaben wie IP-Adresse und Zeitpunkt des Zugriffs.

## Zwecke und Rechtsgrundlagen

Wir verarbeiten Ihre Daten, um den Spielvertrag zu erfüllen (Art. 6 Abs. 1 lit. b DSGVO) und um gesetzliche Pflichten zu erfüllen (Art. 6 Abs. 1 lit. c DSGVO), insbesondere aus dem Glücksspielstaatsvertrag und dem Geldwäschegesetz: Alters- und Identitätsprüfung, Abfrage der Sperrdatei OASIS und der Limitdatei LUGAS sowie Aufbewahrung der Spieldaten. Analyse- und Marketingdienste setzen wir nur mit Ihrer Einwilligung ein (Art. 6 Abs. 1 lit. a DSGVO).

## Cookies und ähnliche Techniken

Technisch notwendige Cookies und Speichereinträge (etwa für die Anmeldung und den Warenkorb) setzen wir ohne Einwilligung ein (§ 25 Abs. 2 TDDDG). Alle übrigen nur, wenn Sie im Cookie-Banner zugestimmt haben. Ihre Auswahl können Sie jederzeit in den Cookie-Einstellungen ändern.

## Empfänger

Ihre Spielaufträge gehen an die veranstaltende Landeslotteriegesellschaft. Zahlungsdienstleister erhalten die für die Zahlung nötigen Angaben, Dienstleister für die Identitätsprüfung die dafür nötigen Daten. Alle Dienstleister arbeiten in unserem Auftrag und nach unseren Weisungen (Art. 28 DSGVO).

## Speicherdauer

Spiel- und Zahlungsdaten bewahren wir so lange auf, wie es Steuer-, Handels- und Glücksspielrecht verlangen, in der Regel zehn Jahre. Danach werden sie gelöscht.

## Ihre Rechte

Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch. Eine Einwilligung können Sie jederzeit für die Zukunft widerrufen. Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren, etwa beim Hamburgischen Beauftragten für Datenschutz und Informationsfreiheit.`,
};

export const IMPRESSUM_PAGE: ContentPageDto = {
  id: 'page-impressum',
  url: '/impressum',
  title: 'Impressum',
  description: 'Anbieterkennzeichnung der Tippwerk GmbH.',
  updatedAt: UPDATED,
  content: `## Angaben gemäß § 5 DDG

Tippwerk GmbH  
Beispielstraße 12  
20095 Hamburg

Vertreten durch die Geschäftsführung: Johanna Beispiel, Malte Muster

## Kontakt

Telefon: [040 123 456 70](tel:+494012345670)  
E-Mail: [service@tippwerk.de](mailto:service@tippwerk.de)

## Registereintrag

Amtsgericht Hamburg, HRB 000000. Umsatzsteuer-Identifikationsnummer: DE000000000.

## Erlaubnis

Gewerbliche Spielvermittlung mit Erlaubnis der Gemeinsamen Glücksspielbehörde der Länder (GGL), Ferdinandstraße 4, 06108 Halle (Saale). Spielteilnahme ab 18 Jahren. Glücksspiel kann süchtig machen.`,
};
