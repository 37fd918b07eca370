/**
 * The published fixed prizes (LOTTERY-RULES §3) per winning row, in cents: what the basket's
 * expected value takes as known. Pool classes (LOTTO 1–8, Eurojackpot 1–12, Spiel 77 class 1) are
 * not here: their quota depends on each draw, so the odds take the archive's mean (mean-quotas.ts).
 */
export const FIXED_QUOTAS: Readonly<
  Record<'lotto6aus49' | 'spiel77' | 'super6' | 'plus5' | 'gluecksspirale', Readonly<Record<number, number>>>
> = {
  lotto6aus49: { 9: 600 },
  spiel77: { 2: 7_777_700, 3: 777_700, 4: 77_700, 5: 7_700, 6: 1_700, 7: 500 },
  super6: { 1: 10_000_000, 2: 666_600, 3: 66_600, 4: 6_600, 5: 600, 6: 250 },
  // The lower plus 5 tiers are unconfirmed (LOTTERY-RULES): 500/50/5/2 € as the fake platform assumes.
  plus5: { 1: 500_000, 2: 50_000, 3: 5_000, 4: 500, 5: 200 },
  // Class 7 is 10.000 € a month for 20 years, counted as its total.
  gluecksspirale: { 1: 1_000, 2: 2_500, 3: 10_000, 4: 100_000, 5: 1_000_000, 6: 10_000_000, 7: 240_000_000 },
};

/** KENO: euros per 1 € field stake, by type (numbers crossed) and hits; the prize is quota × stake. */
export const KENO_QUOTAS: Readonly<Record<number, Readonly<Record<number, number>>>> = {
  10: { 10: 100_000, 9: 1_000, 8: 100, 7: 15, 6: 5, 5: 2, 0: 2 },
  9: { 9: 50_000, 8: 1_000, 7: 20, 6: 5, 5: 2, 0: 2 },
  8: { 8: 10_000, 7: 100, 6: 15, 5: 2, 4: 1, 0: 1 },
  7: { 7: 1_000, 6: 100, 5: 12, 4: 1 },
  6: { 6: 500, 5: 15, 4: 2, 3: 1 },
  5: { 5: 100, 4: 7, 3: 2 },
  4: { 4: 22, 3: 2, 2: 1 },
  3: { 3: 16, 2: 1 },
  2: { 2: 6 },
};
