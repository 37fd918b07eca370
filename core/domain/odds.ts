/**
 * Winning probabilities of every prize class (LOTTERY-RULES §3), computed by combinatorics as
 * exact fractions. Pure numbers, no money: the /gewinnwahrscheinlichkeiten page and the fake
 * platform's draw simulation both use them. `oneIn` is the published "1 : N".
 */
export interface ClassOdds {
  /** Game: lotto6aus49, eurojackpot, keno_type_N, spiel77, super6, plus5, gluecksspirale. */
  readonly game: string;
  readonly tier: number;
  /** What the class needs, e.g. "6 + SZ", "5 + 2", "10 Richtige", "7 Endziffern". */
  readonly match: string;
  /** Exactly `numerator / denominator` (whole numbers). */
  readonly chance: Chance;
  readonly probability: number;
  readonly oneIn: number;
}

export interface Chance {
  readonly numerator: number;
  readonly denominator: number;
}

export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i += 1) result = (result * (n - i + 1)) / i;
  return Math.round(result);
}

/** Chance that `hits` of `picked` numbers are among `drawn` of `pool`. */
export const hypergeometric = (pool: number, drawn: number, picked: number, hits: number): number =>
  (binomial(drawn, hits) * binomial(pool - drawn, picked - hits)) / binomial(pool, picked);

const hypergeometricChance = (pool: number, drawn: number, picked: number, hits: number): Chance => ({
  numerator: binomial(drawn, hits) * binomial(pool - drawn, picked - hits),
  denominator: binomial(pool, picked),
});

const times = (a: Chance, b: Chance): Chance => ({
  numerator: a.numerator * b.numerator,
  denominator: a.denominator * b.denominator,
});

/** `denominator × scale / numerator` rounded half up, in integers (floats would turn 8.45 into 8.4). */
function roundedInverse({ numerator, denominator }: Chance, scale: bigint): number {
  const n = BigInt(numerator);
  return Number((BigInt(denominator) * scale * 2n + n) / (2n * n));
}

/**
 * "1 : N" as published, rounded half up: whole numbers, and one decimal below 12 where that
 * decimal is not 0 (Spiel 77's 11,1, KENO type 8 with 4 hits 8,5).
 */
function oneIn(chance: Chance): number {
  const tenths = roundedInverse(chance, 10n);
  return tenths < 120 && tenths % 10 !== 0 ? tenths / 10 : roundedInverse(chance, 1n);
}

const entry = (game: string, tier: number, match: string, chance: Chance): ClassOdds => ({
  game,
  tier,
  match,
  chance,
  probability: chance.numerator / chance.denominator,
  oneIn: oneIn(chance),
});

/** LOTTO 6aus49 classes: hits of 6 and whether the Superzahl (1 in 10) matches. */
export const LOTTO_CLASS_MATCHES: readonly { tier: number; hits: number; superNumber: boolean }[] = [
  { tier: 1, hits: 6, superNumber: true },
  { tier: 2, hits: 6, superNumber: false },
  { tier: 3, hits: 5, superNumber: true },
  { tier: 4, hits: 5, superNumber: false },
  { tier: 5, hits: 4, superNumber: true },
  { tier: 6, hits: 4, superNumber: false },
  { tier: 7, hits: 3, superNumber: true },
  { tier: 8, hits: 3, superNumber: false },
  { tier: 9, hits: 2, superNumber: true },
];

/** Eurojackpot since 25.03.2022: hits of 5 (of 50) and of 2 Eurozahlen (of 12). */
export const EUROJACKPOT_CLASS_MATCHES: readonly { tier: number; main: number; euro: number }[] = [
  { tier: 1, main: 5, euro: 2 },
  { tier: 2, main: 5, euro: 1 },
  { tier: 3, main: 5, euro: 0 },
  { tier: 4, main: 4, euro: 2 },
  { tier: 5, main: 4, euro: 1 },
  { tier: 6, main: 3, euro: 2 },
  { tier: 7, main: 4, euro: 0 },
  { tier: 8, main: 2, euro: 2 },
  { tier: 9, main: 3, euro: 1 },
  { tier: 10, main: 3, euro: 0 },
  { tier: 11, main: 1, euro: 2 },
  { tier: 12, main: 2, euro: 1 },
];

/** KENO: the hits that pay for each type (2–10), LOTTERY-RULES §3. */
export const KENO_PAYING_HITS: Readonly<Record<number, readonly number[]>> = {
  10: [10, 9, 8, 7, 6, 5, 0],
  9: [9, 8, 7, 6, 5, 0],
  8: [8, 7, 6, 5, 4, 0],
  7: [7, 6, 5, 4],
  6: [6, 5, 4, 3],
  5: [5, 4, 3],
  4: [4, 3, 2],
  3: [3, 2],
  2: [2],
};

export const lottoOdds = (): ClassOdds[] =>
  LOTTO_CLASS_MATCHES.map((c) =>
    entry(
      'lotto6aus49',
      c.tier,
      `${c.hits}${c.superNumber ? ' + SZ' : ''}`,
      times(hypergeometricChance(49, 6, 6, c.hits), { numerator: c.superNumber ? 1 : 9, denominator: 10 }),
    ),
  );

export const eurojackpotOdds = (): ClassOdds[] =>
  EUROJACKPOT_CLASS_MATCHES.map((c) =>
    entry(
      'eurojackpot',
      c.tier,
      `${c.main} + ${c.euro}`,
      times(hypergeometricChance(50, 5, 5, c.main), hypergeometricChance(12, 2, 2, c.euro)),
    ),
  );

/** Tier = hits; C(20,h)·C(50,t−h)/C(70,t). */
export const kenoOdds = (type: number): ClassOdds[] =>
  (KENO_PAYING_HITS[type] ?? []).map((hits) =>
    entry(`keno_type_${type}`, hits, `${hits} Richtige`, hypergeometricChance(70, 20, type, hits)),
  );

/**
 * Ticket games compared from the right: class k wins with exactly `length + 1 − k` matching end
 * digits (the next digit differs), so 1 : 10^d / (9/10) except for the full number.
 */
export function suffixOdds(game: 'spiel77' | 'super6' | 'plus5', length: number): ClassOdds[] {
  return Array.from({ length }, (_, i) => {
    const tier = i + 1;
    const digits = length + 1 - tier;
    const chance =
      digits === length
        ? { numerator: 1, denominator: 10 ** length }
        : { numerator: 9, denominator: 10 ** (digits + 1) };
    return entry(game, tier, `${digits} Endziffern`, chance);
  });
}

/** GlücksSpirale: class k compares k end digits with its own drawn number (class 6: two numbers). */
export const gluecksspiraleOdds = (): ClassOdds[] =>
  [1, 2, 3, 4, 5, 6, 7].map((tier) =>
    entry('gluecksspirale', tier, `${tier} Endziffern`, { numerator: tier === 6 ? 2 : 1, denominator: 10 ** tier }),
  );

/** Every class of every game. */
export function allOdds(): ClassOdds[] {
  return [
    ...lottoOdds(),
    ...eurojackpotOdds(),
    ...[10, 9, 8, 7, 6, 5, 4, 3, 2].flatMap(kenoOdds),
    ...suffixOdds('spiel77', 7),
    ...suffixOdds('super6', 6),
    ...suffixOdds('plus5', 5),
    ...gluecksspiraleOdds(),
  ];
}
