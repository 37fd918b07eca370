import type { DeclineReason } from '../../../core/domain/payment';
import { BERLIN, Temporal } from '../../../core/shared/temporal';
import { lineProblem } from '../text-rules';
import type { PlainCard } from './card-encryption';

/** What the fake PSP does with a card: pay, ask for 3-D Secure first, or decline with a reason. */
export type CardOutcome = 'success' | 'three_d_secure' | DeclineReason;

export interface TestCard {
  /** As printed on the card; the PSP ignores the spaces. */
  number: string;
  outcome: CardOutcome;
  /** German, for the README and the dev pages. */
  description: string;
}

/** Any holder, any future expiry, any 3-digit CVC. README and the dev pages list these. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4111 1111 1111 1111', outcome: 'success', description: 'Zahlung erfolgreich' },
  { number: '5555 5555 5555 4444', outcome: 'success', description: 'Zahlung erfolgreich (Mastercard)' },
  {
    number: '4000 0000 0000 3220',
    outcome: 'three_d_secure',
    description:
      '3-D-Secure-Prüfung: bestätigt → erfolgreich; fehlgeschlagen → 3d_not_authenticated; abgebrochen → cancelled',
  },
  { number: '4000 0000 0000 0002', outcome: 'refused', description: 'Zahlung abgelehnt' },
  { number: '4000 0000 0000 0069', outcome: 'expired_card', description: 'Karte abgelaufen' },
  { number: '4000 0000 0000 0119', outcome: 'blocked_card', description: 'Karte gesperrt' },
  { number: '4000 0000 0000 9995', outcome: 'not_enough_balance', description: 'Deckung nicht ausreichend' },
  { number: '4000 0000 0000 0127', outcome: 'invalid_pin', description: 'Falsche PIN' },
];

/** Rules beyond the table, in the order the fake PSP applies them (German, for the README). */
export const TEST_CARD_RULES: readonly { rule: string; outcome: CardOutcome }[] = [
  {
    rule: 'Jede Nummer mit falscher Prüfziffer (Luhn) oder mit weniger als 12 / mehr als 19 Ziffern',
    outcome: 'invalid_card_number',
  },
  { rule: 'Ablaufdatum in der Vergangenheit (Monatsende nach Plattformuhr, Europe/Berlin)', outcome: 'expired_card' },
  { rule: 'Jede andere gültige Nummer, die nicht in der Tabelle steht', outcome: 'refused' },
];

const digits = (number: string) => number.replace(/\s+/g, '');
const BY_NUMBER = new Map(TEST_CARDS.map((card) => [digits(card.number), card.outcome]));

function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Month 1–12 and a 2- or 4-digit year (2-digit years are 20YY); null when not a date. */
function parseExpiry(month: string, year: string): { month: number; year: number } | null {
  if (!/^\d{1,2}$/.test(month) || !/^(\d{2}|\d{4})$/.test(year)) return null;
  const m = Number(month);
  if (m < 1 || m > 12) return null;
  return { month: m, year: year.length === 2 ? 2000 + Number(year) : Number(year) };
}

/** A card is valid through the last day of its expiry month (Berlin time, platform clock). */
function isExpired(expiry: { month: number; year: number }, now: Temporal.Instant): boolean {
  const firstAfter = Temporal.PlainDate.from({ year: expiry.year, month: expiry.month, day: 1 }).add({ months: 1 });
  return Temporal.Instant.compare(now, firstAfter.toZonedDateTime({ timeZone: BERLIN }).toInstant()) >= 0;
}

/** The outcome for a card number and expiry, as TEST_CARDS and TEST_CARD_RULES describe it. */
export function outcomeOf(number: string, expiry: { month: number; year: number }, now: Temporal.Instant): CardOutcome {
  if (!passesLuhn(number)) return 'invalid_card_number';
  if (isExpired(expiry, now)) return 'expired_card';
  return BY_NUMBER.get(number) ?? 'refused';
}

const maskedKey = (bin: string, lastFour: string) => `${bin}…${lastFour}`;
const BY_MASKED = new Map(
  TEST_CARDS.map((card) => [maskedKey(digits(card.number).slice(0, 6), digits(card.number).slice(-4)), card.outcome]),
);

/** A stored card has only BIN and last four left (it passed the Luhn check when it was stored). */
export function outcomeOfStored(
  card: { bin: string; last_four: string; expiry_month: number; expiry_year: number },
  now: Temporal.Instant,
): CardOutcome {
  if (isExpired({ month: card.expiry_month, year: card.expiry_year }, now)) return 'expired_card';
  return BY_MASKED.get(maskedKey(card.bin, card.last_four)) ?? 'refused';
}

/** A plain card with a readable expiry and a 3-digit CVC, or null (→ invalid_card_data). */
export function checkPlainCard(card: PlainCard): { month: number; year: number } | null {
  if (lineProblem(card.holder) || !/^\d{3}$/.test(card.securityCode)) return null;
  return parseExpiry(card.expiryMonth, card.expiryYear);
}

export function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mc';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}
