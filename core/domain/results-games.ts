import { isLotteryIdentifier, type AddonIdentifier, type LotteryIdentifier } from './lottery';

/**
 * Add-on games whose numbers are shown on their main lottery's numbers-and-odds page
 * (spec/1 §2): Spiel 77 and Super 6 on LOTTO, plus 5 on KENO. The GlücksSpirale has a page of its own.
 */
export const RESULTS_ADDONS: Readonly<Record<LotteryIdentifier, readonly AddonIdentifier[]>> = {
  lotto6aus49: ['spiel77', 'super6'],
  eurojackpot: [],
  keno: ['plus5'],
  gluecksspirale: [],
};

/** The page a game's numbers are on, and the add-on to focus there (null: the lottery itself). */
export interface ResultsTarget {
  readonly lottery: LotteryIdentifier;
  readonly focus: AddonIdentifier | null;
}

/** Maps a lottery or add-on identifier to its numbers page; null for anything unknown. */
export function resultsTargetOf(identifier: string): ResultsTarget | null {
  if (isLotteryIdentifier(identifier)) return { lottery: identifier, focus: null };
  for (const [lottery, addons] of Object.entries(RESULTS_ADDONS) as [LotteryIdentifier, readonly AddonIdentifier[]][]) {
    if ((addons as readonly string[]).includes(identifier)) return { lottery, focus: identifier as AddonIdentifier };
  }
  return null;
}

/** The `identifier` query of a numbers page, if it names an add-on shown there; anything else is ignored (the page still works). */
export function focusedAddon(
  lottery: LotteryIdentifier,
  identifier: string | null | undefined,
): AddonIdentifier | null {
  if (!identifier) return null;
  const target = resultsTargetOf(identifier);
  return target?.lottery === lottery ? target.focus : null;
}
