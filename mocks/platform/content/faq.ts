import type { FaqItemDto } from '../../../adapters/http/wire/content.dto';

const faq = (id: string, question: string, answer: string): FaqItemDto => ({ id, question, answer });

export const HOMEPAGE_FAQ: readonly FaqItemDto[] = [
  faq(
    'faq-seriositaet',
    'Ist Tippwerk ein seriöser Anbieter?',
    'Ja. Tippwerk ist ein staatlich zugelassener Spielvermittler und steht auf der amtlichen Whitelist der Gemeinsamen Glücksspielbehörde der Länder. Ihre Spielaufträge leiten wir an die Landeslotteriegesellschaften weiter; Ihr Guthaben liegt getrennt von unserem Vermögen auf einem Treuhandkonto.',
  ),
  faq(
    'faq-annahmeschluss',
    'Bis wann kann ich für die nächste Ziehung spielen?',
    'Der Annahmeschluss steht auf jedem Spielschein. Für LOTTO 6aus49 ist er in der Regel mittwochs um 18:00 Uhr und samstags um 19:00 Uhr, für den Eurojackpot dienstags und freitags um 19:00 Uhr. Spätere Spielaufträge nehmen an der folgenden Ziehung teil.',
  ),
  faq(
    'faq-gewinn',
    'Wie erfahre ich, ob ich gewonnen habe?',
    'Nach jeder Ziehung gleichen wir Ihre Spielscheine automatisch ab. Gewinne werden Ihrem Kundenkonto gutgeschrieben, und Sie sehen sie in der **Spielhistorie**. Auf Wunsch benachrichtigen wir Sie zusätzlich per E-Mail.',
  ),
  faq(
    'faq-kosten',
    'Was kostet ein Spielschein?',
    'Sie zahlen den Spieleinsatz des Veranstalters und eine Bearbeitungsgebühr von 0,50 € pro Spielschein. Der Gesamtpreis steht immer vor dem Kauf im Warenkorb. Eine Übersicht der Gewinnchancen finden Sie unter [Gewinnwahrscheinlichkeiten](/gewinnwahrscheinlichkeiten).',
  ),
  faq(
    'faq-dauerschein',
    'Wie beende ich einen Dauerschein?',
    'Öffnen Sie im Kundenkonto die **Spielhistorie**, wählen Sie den Dauerschein und klicken Sie auf „Dauerschein beenden“. Bereits bezahlte Ziehungen werden noch gespielt.',
  ),
];

export const VERIFICATION_FAQ: readonly FaqItemDto[] = [
  faq(
    'faq-warum-verifizieren',
    'Warum muss ich mich verifizieren?',
    'Der Glücksspielstaatsvertrag verlangt, dass wir Alter und Identität jeder Spielerin und jedes Spielers prüfen. So stellen wir sicher, dass niemand unter 18 Jahren spielt und niemand ein fremdes Konto nutzt.',
  ),
  faq(
    'faq-kleinstbetrag',
    'Wie funktioniert die Prüfung per Kleinstbetrag?',
    'Wir überweisen 0,01 € auf Ihr Bankkonto. Im Verwendungszweck steht ein vierstelliger Code, den Sie im Kundenkonto unter **Altersprüfung** eingeben. Die Überweisung ist in der Regel nach ein bis zwei Bankarbeitstagen sichtbar.',
  ),
  faq(
    'faq-ident',
    'Was brauche ich für die Selfie-Identifizierung?',
    'Ein Smartphone mit Kamera und einen gültigen Personalausweis oder Reisepass. Die Prüfung dauert etwa fünf Minuten.',
  ),
  faq(
    'faq-frist',
    'Was passiert, wenn ich mich nicht innerhalb von 72 Stunden verifiziere?',
    'Dann können Sie keine neuen Spielaufträge mehr abgeben, bis die Verifizierung abgeschlossen ist. Ihr Guthaben und Ihre Spielscheine bleiben erhalten.',
  ),
];

export const DELETION_FAQ: readonly FaqItemDto[] = [
  faq(
    'faq-konto-loeschen',
    'Wie kann ich mein Kundenkonto schließen?',
    'Schreiben Sie uns über den [Kundenservice](/kundenservice). Vorher sollten Sie Ihr Guthaben auszahlen lassen und laufende Dauerscheine beenden.',
  ),
  faq(
    'faq-daten-nach-loeschung',
    'Was passiert mit meinen Daten nach der Schließung?',
    'Ihr Konto wird gesperrt und Sie erhalten keine Werbung mehr. Spiel- und Zahlungsdaten müssen wir aus steuer- und glücksspielrechtlichen Gründen in der Regel zehn Jahre aufbewahren; danach löschen wir sie. Mehr dazu in der [Datenschutzerklärung](/datenschutz).',
  ),
  faq(
    'faq-spielpause-statt',
    'Gibt es eine Alternative zur Kontoschließung?',
    'Wenn Sie nur eine Zeit lang nicht spielen möchten, legen Sie im Kundenkonto unter **Limits** eine Spielpause ein. Bei Anzeichen problematischen Spielverhaltens hilft die BZgA kostenlos unter 0800 1 37 27 00.',
  ),
];
