import type { WinningProbabilityDto } from '../../../adapters/http/wire/content.dto';

/**
 * Editorial odds tables of the content service, typed in from domain/LOTTERY-RULES.md §3
 * (tests/platform/content-odds.test.ts holds them to the rules and to core/domain/odds.ts).
 * KENO: the "class" is the type (numbers crossed), its options the paying hit counts.
 */
const single = (rows: readonly [label: string, odds: number, prize: string][]) =>
  rows.map(([label, odds, prize], i) => ({ winningClass: i + 1, options: [{ label, odds, prize }] }));

const keno = (type: number, rows: readonly [hits: number, odds: number, euros: string][]) => ({
  winningClass: type,
  options: rows.map(([hits, odds, euros]) => ({
    label: `Typ ${type}: ${hits} Richtige`,
    odds,
    prize: `${euros} € je 1 € Einsatz`,
  })),
});

export const WINNING_PROBABILITIES: readonly WinningProbabilityDto[] = [
  {
    id: 'wp-eurojackpot',
    lottery: 'eurojackpot',
    title: 'Eurojackpot (5 aus 50 und 2 aus 12)',
    order: 20,
    chances: single([
      ['5 Richtige + 2 Eurozahlen', 139_838_160, 'Jackpot'],
      ['5 Richtige + 1 Eurozahl', 6_991_908, 'Quote'],
      ['5 Richtige', 3_107_515, 'Quote'],
      ['4 Richtige + 2 Eurozahlen', 621_503, 'Quote'],
      ['4 Richtige + 1 Eurozahl', 31_075, 'Quote'],
      ['3 Richtige + 2 Eurozahlen', 14_125, 'Quote'],
      ['4 Richtige', 13_811, 'Quote'],
      ['2 Richtige + 2 Eurozahlen', 985, 'Quote'],
      ['3 Richtige + 1 Eurozahl', 706, 'Quote'],
      ['3 Richtige', 314, 'Quote'],
      ['1 Richtige + 2 Eurozahlen', 188, 'Quote'],
      ['2 Richtige + 1 Eurozahl', 49, 'Quote'],
    ]),
  },
  {
    id: 'wp-lotto',
    lottery: 'lotto6aus49',
    title: 'LOTTO 6aus49',
    order: 10,
    chances: single([
      ['6 Richtige + Superzahl', 139_838_160, 'Jackpot'],
      ['6 Richtige', 15_537_573, 'Quote'],
      ['5 Richtige + Superzahl', 542_008, 'Quote'],
      ['5 Richtige', 60_223, 'Quote'],
      ['4 Richtige + Superzahl', 10_324, 'Quote'],
      ['4 Richtige', 1_147, 'Quote'],
      ['3 Richtige + Superzahl', 567, 'Quote'],
      ['3 Richtige', 63, 'Quote'],
      ['2 Richtige + Superzahl', 76, '6 €'],
    ]),
  },
  {
    id: 'wp-spiel77',
    lottery: 'spiel77',
    title: 'Spiel 77',
    order: 30,
    chances: single([
      ['7 richtige Endziffern', 10_000_000, 'Jackpot (mindestens 177.777 €)'],
      ['6 richtige Endziffern', 1_111_111, '77.777 €'],
      ['5 richtige Endziffern', 111_111, '7.777 €'],
      ['4 richtige Endziffern', 11_111, '777 €'],
      ['3 richtige Endziffern', 1_111, '77 €'],
      ['2 richtige Endziffern', 111, '17 €'],
      ['1 richtige Endziffer', 11.1, '5 €'],
    ]),
  },
  {
    id: 'wp-super6',
    lottery: 'super6',
    title: 'Super 6',
    order: 40,
    chances: single([
      ['6 richtige Endziffern', 1_000_000, '100.000 €'],
      ['5 richtige Endziffern', 111_111, '6.666 €'],
      ['4 richtige Endziffern', 11_111, '666 €'],
      ['3 richtige Endziffern', 1_111, '66 €'],
      ['2 richtige Endziffern', 111, '6 €'],
      ['1 richtige Endziffer', 11.1, '2,50 €'],
    ]),
  },
  {
    id: 'wp-gluecksspirale',
    lottery: 'gluecksspirale',
    title: 'GlücksSpirale',
    order: 50,
    chances: single([
      ['1 richtige Endziffer', 10, '10 €'],
      ['2 richtige Endziffern', 100, '25 €'],
      ['3 richtige Endziffern', 1_000, '100 €'],
      ['4 richtige Endziffern', 10_000, '1.000 €'],
      ['5 richtige Endziffern', 100_000, '10.000 €'],
      ['6 richtige Endziffern', 500_000, '100.000 €'],
      ['7 richtige Ziffern', 10_000_000, '10.000 € monatlich, 20 Jahre lang'],
    ]),
  },
  {
    id: 'wp-keno',
    lottery: 'keno',
    title: 'KENO (20 aus 70)',
    order: 60,
    chances: [
      keno(10, [
        [10, 2_147_181, '100.000'],
        [9, 47_238, '1.000'],
        [8, 2_571, '100'],
        [7, 261, '15'],
        [6, 44, '5'],
        [5, 12, '2'],
        [0, 39, '2'],
      ]),
      keno(9, [
        [9, 387_197, '50.000'],
        [8, 10_325, '1.000'],
        [7, 685, '20'],
        [6, 86, '5'],
        [5, 18, '2'],
        [0, 26, '2'],
      ]),
      keno(8, [
        [8, 74_941, '10.000'],
        [7, 2_436, '100'],
        [6, 199, '15'],
        [5, 31, '2'],
        [4, 8.5, '1'],
        [0, 18, '1'],
      ]),
      keno(7, [
        [7, 15_464, '1.000'],
        [6, 619, '100'],
        [5, 63, '12'],
        [4, 13, '1'],
      ]),
      keno(6, [
        [6, 3_383, '500'],
        [5, 169, '15'],
        [4, 22, '2'],
        [3, 5.9, '1'],
      ]),
      keno(5, [
        [5, 781, '100'],
        [4, 50, '7'],
        [3, 8.7, '2'],
      ]),
      keno(4, [
        [4, 189, '22'],
        [3, 16, '2'],
        [2, 3.9, '1'],
      ]),
      keno(3, [
        [3, 48, '16'],
        [2, 5.8, '1'],
      ]),
      keno(2, [[2, 13, '6']]),
    ],
  },
];
