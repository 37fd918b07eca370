/** Randomness comes from outside so tests can make it deterministic. */
export interface Random {
  /** A whole number in [min, max], both inclusive. */
  integer(min: number, max: number): number;
}
