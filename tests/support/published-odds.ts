/** domain/LOTTERY-RULES.md §3 as published ("1 : N"), class by class: what odds code and content are checked against. */
export const PUBLISHED_ODDS: Record<string, readonly number[]> = {
  lotto6aus49: [139_838_160, 15_537_573, 542_008, 60_223, 10_324, 1_147, 567, 63, 76],
  eurojackpot: [139_838_160, 6_991_908, 3_107_515, 621_503, 31_075, 14_125, 13_811, 985, 706, 314, 188, 49],
  spiel77: [10_000_000, 1_111_111, 111_111, 11_111, 1_111, 111, 11.1],
  super6: [1_000_000, 111_111, 11_111, 1_111, 111, 11.1],
  gluecksspirale: [10, 100, 1_000, 10_000, 100_000, 500_000, 10_000_000],
};

/** KENO: the rules give the top class of each type (all hits); the others follow C(20,h)·C(50,t−h)/C(70,t). */
export const KENO_TOP_ODDS: Record<number, number> = {
  10: 2_147_181,
  9: 387_197,
  8: 74_941,
  7: 15_464,
  6: 3_383,
  5: 781,
  4: 189,
  3: 48,
  2: 13,
};
