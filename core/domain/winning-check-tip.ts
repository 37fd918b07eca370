import { err, ok, type Result } from '../shared/result';
import type { ProductDefinition } from './lottery';

/** The lotteries the Gewinnabfrage checks: those played with number fields and a fixed count of numbers. */
const CHECKED_LOTTERIES = ['lotto6aus49', 'eurojackpot'] as const;
export type CheckedLottery = (typeof CHECKED_LOTTERIES)[number];

/** One tip: the numbers of a field and, on Eurojackpot, its Eurozahlen. */
export interface CheckedField {
  readonly main: readonly number[];
  readonly extra: readonly number[];
}

/** What the player asks about: fields, LOTTO's Superzahl and, for Spiel 77 and Super 6, a ticket number. */
export interface CheckedTip {
  readonly fields: readonly CheckedField[];
  readonly superNumber: number | null;
  /** Seven digits, or null when the add-ons are not asked about. */
  readonly ticketNumber: string | null;
}

/** How a tip of the lottery looks, from its normal ticket's product definition. */
export interface TipRules {
  readonly lottery: CheckedLottery;
  /** Pool and numbers per field: 49 and 6 (LOTTO), 50 and 5 (Eurojackpot). */
  readonly mainPool: number;
  readonly mainTips: number;
  /** Eurozahlen: 12 and 2; 0 and 0 without. */
  readonly extraPool: number;
  readonly extraTips: number;
  /** LOTTO plays a Superzahl 0–9 (the last digit of the ticket number). */
  readonly superNumber: boolean;
  /** Digits of the ticket number when the lottery has ticket-number add-ons (Spiel 77, Super 6); null without. */
  readonly ticketNumberLength: number | null;
  /** Fields of one normal ticket (LOTTO 12, Eurojackpot 8). */
  readonly maxFields: number;
}

export const isCheckedLottery = (id: string): id is CheckedLottery =>
  (CHECKED_LOTTERIES as readonly string[]).includes(id);

/** The rules of a normal ticket (not a system): its `normal` field type's counts. */
export function tipRulesOf(definition: ProductDefinition): TipRules {
  const lottery = definition.lotteryIdentifier;
  if (!isCheckedLottery(lottery)) throw new Error(`The Gewinnabfrage does not check ${lottery}`);
  const { numberFields } = definition;
  const normal = numberFields.types.find((t) => t.identifier === 'normal') ?? numberFields.types[0];
  if (!normal) throw new Error(`${definition.identifier} has no field type`);
  const ticketGames = definition.addonLotteryDefinitions.some(
    (a) => a.lotteryIdentifier === 'spiel77' || a.lotteryIdentifier === 'super6',
  );
  return {
    lottery,
    mainPool: numberFields.mainSelectableTips,
    mainTips: normal.mainTips,
    extraPool: numberFields.extraSelectableTips,
    extraTips: normal.extraTips,
    superNumber: lottery === 'lotto6aus49',
    ticketNumberLength: ticketGames ? definition.ticketNumberDefinition.length : null,
    maxFields: numberFields.quantity,
  };
}

/** Why a tip cannot be checked; the kinds are the page's message keys. Field numbers count from 1. */
export type TipError =
  | { readonly kind: 'no_numbers' }
  | { readonly kind: 'too_many_fields'; readonly max: number }
  | { readonly kind: 'incomplete_field'; readonly field: number; readonly missing: number }
  | { readonly kind: 'incomplete_extra'; readonly field: number; readonly missing: number }
  | { readonly kind: 'invalid_numbers'; readonly field: number }
  | { readonly kind: 'missing_super_number' }
  | { readonly kind: 'invalid_ticket_number'; readonly length: number }
  | { readonly kind: 'super_number_mismatch'; readonly digit: number };

const validNumbers = (numbers: readonly number[], pool: number, count: number): boolean =>
  numbers.length <= count &&
  new Set(numbers).size === numbers.length &&
  numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= pool);

/**
 * A tip the archive can be checked against: fields left empty are dropped, every other field must
 * be complete; LOTTO needs its Superzahl; a ticket number has all its digits and ends in the
 * Superzahl (it is the ticket number's last digit). Answers the tip as it will be checked.
 */
export function checkTip(rules: TipRules, tip: CheckedTip): Result<CheckedTip, TipError> {
  const fields: CheckedField[] = [];
  for (const [index, field] of tip.fields.entries()) {
    const main = field.main;
    const extra = rules.extraTips > 0 ? field.extra : [];
    if (main.length + extra.length === 0) continue;
    const number = index + 1;
    if (!validNumbers(main, rules.mainPool, rules.mainTips) || !validNumbers(extra, rules.extraPool, rules.extraTips))
      return err({ kind: 'invalid_numbers', field: number });
    if (main.length < rules.mainTips)
      return err({ kind: 'incomplete_field', field: number, missing: rules.mainTips - main.length });
    if (extra.length < rules.extraTips)
      return err({ kind: 'incomplete_extra', field: number, missing: rules.extraTips - extra.length });
    fields.push({ main: [...main].sort((a, b) => a - b), extra: [...extra].sort((a, b) => a - b) });
  }
  if (fields.length === 0) return err({ kind: 'no_numbers' });
  if (fields.length > rules.maxFields) return err({ kind: 'too_many_fields', max: rules.maxFields });
  const superNumber = rules.superNumber ? tip.superNumber : null;
  if (
    rules.superNumber &&
    (superNumber === null || !Number.isInteger(superNumber) || superNumber < 0 || superNumber > 9)
  )
    return err({ kind: 'missing_super_number' });
  const length = rules.ticketNumberLength;
  const ticketNumber = length === null ? null : tip.ticketNumber?.trim() || null;
  if (ticketNumber !== null && length !== null) {
    if (!new RegExp(`^\\d{${length}}$`).test(ticketNumber)) return err({ kind: 'invalid_ticket_number', length });
    if (superNumber !== null && Number(ticketNumber.slice(-1)) !== superNumber)
      return err({ kind: 'super_number_mismatch', digit: Number(ticketNumber.slice(-1)) });
  }
  return ok({ fields, superNumber, ticketNumber });
}
