import type { LotteryContentComponentDto, LotteryFactsDto } from '../../../adapters/http/wire/content.dto';

const text = (id: string, title: string | null, body: string): LotteryContentComponentDto => ({
  __typename: 'ComponentTextContent',
  id,
  title,
  text: body,
});
const list = (id: string, title: string | null, items: string[], ordered = false): LotteryContentComponentDto => ({
  __typename: 'ComponentList',
  id,
  title,
  ordered,
  items,
});
const separator = (id: string): LotteryContentComponentDto => ({ __typename: 'ComponentSeparator', id });
const teaser = (
  id: string,
  title: string,
  body: string,
  linkLabel: string,
  link: string,
): LotteryContentComponentDto => ({
  __typename: 'ComponentTeaser',
  id,
  title,
  text: body,
  linkLabel,
  link,
  image: null,
});

/** Landing-page building blocks per lottery (spec/2 §7.6 lotteryContent). */
export const LOTTERY_CONTENT: Readonly<Record<string, LotteryContentComponentDto[]>> = {
  lotto6aus49: [
    text(
      'lotto-intro',
      'LOTTO 6aus49 – der Klassiker',
      'Seit 1955 wird in Deutschland Lotto gespielt. Sie kreuzen **6 aus 49 Zahlen** an; die Superzahl ist die letzte Ziffer Ihrer Spielscheinnummer. Gezogen wird jeden **Mittwoch und Samstag**.',
    ),
    list(
      'lotto-steps',
      'So spielen Sie',
      [
        'Wählen Sie 6 Zahlen je Tippfeld oder nutzen Sie den Quicktipp.',
        'Entscheiden Sie sich für Ziehungstage und Laufzeit.',
        'Ergänzen Sie auf Wunsch Spiel 77, Super 6 oder die GlücksSpirale.',
      ],
      true,
    ),
    separator('lotto-sep'),
    teaser(
      'lotto-system',
      'Mehr Reihen mit dem Systemschein',
      'Mit einem Vollsystem spielen Sie alle Kombinationen Ihrer Zahlen auf einmal.',
      'Zum Systemschein',
      '/lotto/systemschein',
    ),
    teaser(
      'lotto-odds',
      'Wie stehen die Chancen?',
      'Alle Gewinnklassen und ihre Wahrscheinlichkeiten im Überblick.',
      'Gewinnwahrscheinlichkeiten',
      '/gewinnwahrscheinlichkeiten',
    ),
  ],
  eurojackpot: [
    text(
      'ej-intro',
      'Eurojackpot – die europäische Lotterie',
      'Beim Eurojackpot kreuzen Sie **5 aus 50 Zahlen** und **2 aus 12 Eurozahlen** an. Der Jackpot beginnt bei 10 Millionen Euro und kann bis zu 120 Millionen Euro steigen. Ziehungen sind **dienstags und freitags** in Helsinki.',
    ),
    list('ej-facts', 'Gut zu wissen', [
      '19 Länder spielen mit.',
      '12 Gewinnklassen.',
      'Der Einsatz beträgt 2 € pro Tipp.',
    ]),
    separator('ej-sep'),
    teaser(
      'ej-system',
      'Systemschein Eurojackpot',
      'Mehr Zahlen ankreuzen, mehr Kombinationen spielen.',
      'Zum Systemschein',
      '/eurojackpot/systemschein',
    ),
  ],
  gluecksspirale: [
    text(
      'gs-intro',
      'GlücksSpirale – die Sofortrente',
      'In der höchsten Gewinnklasse winken **10.000 € monatlich, 20 Jahre lang**. Ihr Los trägt eine siebenstellige Losnummer; gezogen wird jeden **Samstag**. Ein Teil der Einnahmen fördert Sport, Wohlfahrt und Denkmalschutz.',
    ),
    list('gs-facts', null, ['5 € pro Los und Ziehung.', 'Sieben Gewinnklassen, in mehreren gleichzeitig gewinnbar.']),
  ],
  keno: [
    text(
      'keno-intro',
      'KENO – täglich spielen',
      'Bei KENO wählen Sie selbst, wie viele Zahlen Sie ankreuzen (**Typ 2 bis 10**), und setzen 1 bis 10 € pro Tipp. Gezogen werden **täglich 20 aus 70 Zahlen**; die Gewinne sind feste Quoten Ihres Einsatzes.',
    ),
    separator('keno-sep'),
    teaser(
      'keno-plus5',
      'Mit plus 5 bis zu 5.000 € zusätzlich',
      'Die Zusatzlotterie zu KENO: Ihre fünfstellige Losnummer spielt täglich mit.',
      'KENO spielen',
      '/keno/spielschein',
    ),
  ],
};

const facts = (
  lottery: string,
  headline: string,
  parts: Omit<LotteryFactsDto, 'id' | 'lottery' | 'headline'>,
): LotteryFactsDto => ({
  id: `facts-${lottery}`,
  lottery,
  headline,
  ...parts,
});

/** Facts boxes of the landing pages (spec/2 §7.6 lotteryFacts). */
export const LOTTERY_FACTS: Readonly<Record<string, LotteryFactsDto>> = {
  lotto6aus49: facts('lotto6aus49', 'LOTTO 6aus49 auf einen Blick', {
    rules: '6 aus 49 Zahlen und eine Superzahl von 0 bis 9. Ein Tipp kostet 1,20 €.',
    additionalLotteries: 'Spiel 77 (2,50 €), Super 6 (1,25 €) und die GlücksSpirale (5 €, nur samstags).',
    chance: 'Die Chance auf den Jackpot liegt bei **1 : 139.838.160**.',
    drawing: 'Mittwoch 18:25 Uhr und Samstag 19:25 Uhr. Annahmeschluss: Mittwoch 18:00 Uhr, Samstag 19:00 Uhr.',
  }),
  eurojackpot: facts('eurojackpot', 'Eurojackpot auf einen Blick', {
    rules: '5 aus 50 Zahlen und 2 aus 12 Eurozahlen. Ein Tipp kostet 2 €.',
    additionalLotteries: 'Keine Zusatzlotterien.',
    chance: 'Die Chance auf den Jackpot liegt bei **1 : 139.838.160**.',
    drawing: 'Dienstag und Freitag gegen 21:00 Uhr in Helsinki. Annahmeschluss jeweils 19:00 Uhr.',
  }),
  gluecksspirale: facts('gluecksspirale', 'GlücksSpirale auf einen Blick', {
    rules: 'Ein Los mit siebenstelliger Losnummer für 5 € je Ziehung.',
    additionalLotteries: 'Keine Zusatzlotterien.',
    chance: 'Die Sofortrente gewinnen Sie mit einer Chance von **1 : 10.000.000**.',
    drawing: 'Samstag um 19:25 Uhr. Annahmeschluss: Samstag 19:00 Uhr.',
  }),
  keno: facts('keno', 'KENO auf einen Blick', {
    rules: '2 bis 10 Zahlen aus 70 ankreuzen, Einsatz 1, 2, 5 oder 10 € pro Tipp.',
    additionalLotteries: 'plus 5 für 0,75 € je Ziehung.',
    chance: 'Beim Typ 10 gewinnen Sie mit **1 : 2.147.181** das 100.000-Fache Ihres Einsatzes.',
    drawing: 'Täglich um 19:10 Uhr. Annahmeschluss: täglich 19:00 Uhr.',
  }),
};
