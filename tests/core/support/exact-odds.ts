/**
 * Exact odds and expected values in BigInt fractions, independent of the code under test (the
 * basket odds tests compare the domain's floats against them).
 */
export type Fraction = readonly [bigint, bigint];
export const add = ([a, b]: Fraction, [c, d]: Fraction): Fraction => [a * d + c * b, b * d];
export const scale = ([a, b]: Fraction, k: number): Fraction => [a * BigInt(k), b];
export const value = ([a, b]: Fraction): number => Number(a) / Number(b);
/** Whole cents, half up. */
export const cents = ([a, b]: Fraction): number => Number((2n * a + b) / (2n * b));

function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= k; i += 1) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

/** Chance of `hits` of `picked` among `drawn` of `pool`. */
export const hyper = (pool: number, drawn: number, picked: number, hits: number): Fraction => [
  choose(drawn, hits) * choose(pool - drawn, picked - hits),
  choose(pool, picked),
];
const atLeast = (pool: number, drawn: number, picked: number, from: number): Fraction =>
  Array.from({ length: drawn - from + 1 }, (_, i) => hyper(pool, drawn, picked, from + i)).reduce(add, [0n, 1n]);

/** LOTTO's any-win chance of one field of `size` numbers: 2 + Superzahl (1 in 10) or 3 right. */
export function lottoAnyWin(size: number): Fraction {
  const [n, d] = add(atLeast(49, 6, size, 2), scale(atLeast(49, 6, size, 3), 9));
  return [n, d * 10n];
}

/** Mean quotas for LOTTO 1–8 and Spiel 77's class 1, in cents. */
export const LOTTO_MEANS = {
  'lotto6aus49:1': 1_000_000_000,
  'lotto6aus49:2': 50_000_000,
  'lotto6aus49:3': 1_000_000,
  'lotto6aus49:4': 500_000,
  'lotto6aus49:5': 20_000,
  'lotto6aus49:6': 5_000,
  'lotto6aus49:7': 2_000,
  'lotto6aus49:8': 1_000,
  'spiel77:1': 150_000_000,
};

/** Expected cents of one LOTTO field in one draw at LOTTO_MEANS plus class 9's fixed 6 €, exactly. */
export function lottoFieldExpected(): Fraction {
  const classes: [number, number, boolean][] = [
    [1, 6, true],
    [2, 6, false],
    [3, 5, true],
    [4, 5, false],
    [5, 4, true],
    [6, 4, false],
    [7, 3, true],
    [8, 3, false],
  ];
  let total: Fraction = [0n, 1n];
  for (const [tier, hits, superNumber] of classes) {
    const [n, d] = hyper(49, 6, 6, hits);
    total = add(total, [
      n * BigInt(superNumber ? 1 : 9) * BigInt(LOTTO_MEANS[`lotto6aus49:${tier}` as keyof typeof LOTTO_MEANS]),
      d * 10n,
    ]);
  }
  const [n9, d9] = hyper(49, 6, 6, 2);
  return add(total, [n9 * 600n, d9 * 10n]);
}
