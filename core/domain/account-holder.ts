/**
 * GlüStV 2021 (LOTTERY-RULES §7): payments only from accounts in the player's name. The one rule
 * that decides whether an account holder's name (SEPA account, card holder, PayPal payer) is the
 * player's, tolerant the way a bank's name check is, and strict where another person begins.
 */

/** The player's names as registered; the birth name counts too (an account may still carry it). */
export interface PlayerNames {
  readonly firstName: string;
  readonly lastName: string;
  readonly birthName?: string | null;
}

/** A holder as a form sends it (first and last name) or as a card or PayPal names it (one line). */
export type HolderName = string | { readonly firstName: string; readonly lastName: string };

/** Forms of address and academic titles a bank prints before a name; they name nobody. */
const TITLES = new Set(['dr', 'prof', 'herr', 'frau']);

const UMLAUTS: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * One spelling per name: lower case, ä/ö/ü as ae/oe/ue and ß as ss, accents dropped (é → e),
 * hyphens and dashes as spaces, apostrophes and dots gone. Words, in order; titles left out.
 */
function words(text: string): string[] {
  const plain = text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => UMLAUTS[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\p{Pd}_]/gu, ' ')
    .replace(/[.'’`´]/g, '');
  return plain.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '' && !TITLES.has(word));
}

/** "Nachname, Vorname" or "Vorname Nachname": the given names once the surname is found, else null. */
function givenNamesOf(holder: string, surname: readonly string[]): string[] | null {
  if (surname.length === 0) return null;
  const comma = holder.indexOf(',');
  if (comma >= 0) {
    const before = words(holder.slice(0, comma));
    return sameWords(before, surname) ? words(holder.slice(comma + 1)) : null;
  }
  const all = words(holder);
  const given = all.slice(0, all.length - surname.length);
  return sameWords(all.slice(given.length), surname) ? given : null;
}

const sameWords = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((word, i) => word === b[i]);

const within = (some: readonly string[], all: readonly string[]): boolean => some.every((word) => all.includes(word));

/**
 * Given names agree when the first one is the same and one side's names are all among the
 * other's: a middle name written on one side only is the same person, another first name is not.
 */
function sameGivenNames(holder: readonly string[], player: readonly string[]): boolean {
  if (holder.length === 0 || player.length === 0 || holder[0] !== player[0]) return false;
  return within(holder, player) || within(player, holder);
}

const lineOf = (holder: HolderName): string =>
  typeof holder === 'string' ? holder : `${holder.firstName} ${holder.lastName}`;

/**
 * Does this holder name belong to the player? The surname must be the player's last name or
 * birth name, written in full (before a comma, or last), and the given names must agree (see
 * sameGivenNames). Case, spaces, umlaut spellings, accents, hyphens and titles do not matter.
 */
export function holderBelongsToPlayer(holder: HolderName, player: PlayerNames): boolean {
  const line = lineOf(holder);
  const playerGiven = words(player.firstName);
  const surnames = [player.lastName, player.birthName ?? ''].map(words).filter((surname) => surname.length > 0);
  return surnames.some((surname) => {
    const given = givenNamesOf(line, surname);
    return given !== null && sameGivenNames(given, playerGiven);
  });
}

/** The name the shop shows the player when a holder is refused ("Max Mustermann"). */
export const playerDisplayName = (player: PlayerNames): string =>
  `${player.firstName.trim()} ${player.lastName.trim()}`.replace(/\s+/g, ' ').trim();

/** The platform's code when a holder is not the player (a field's or the payment's error). */
export const ACCOUNT_HOLDER_MISMATCH = 'account_holder_mismatch';
