import { KENO_QUOTAS } from '../../../core/domain/fixed-quotas';
import type { DrawnNumbersDto, ReceiptDto, WagerDto } from '../../../adapters/http/wire/lottery-store.dto';
import { endDigitsOfClass } from '../../../core/domain/prize-classes';
import type { Temporal } from '../../../core/shared/temporal';
import { ADDONS } from '../catalogue-config';
import { allProducts } from '../catalogue';
import type { Random } from '../prng';
import { emptyNumbers, type DrawnRecord } from './draw-state';
import { EUROJACKPOT_CLASSES, isTicketGame, LOTTO_CLASSES, TICKET_GAMES, type TicketGame } from './prize-tables';

/**
 * Rigged draws: numbers made to give one receipt the classes asked for (`targets`: game → class;
 * a game left out wins nothing on that receipt). Other receipts on the same draw are evaluated
 * honestly against them, and the pools pay like any draw's (settlement.ts).
 */
export type Targets = Readonly<Partial<Record<string, number>>>;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const byNumber = (a: number, b: number) => a - b;

function pick(pool: readonly number[], count: number, random: Random): number[] {
  const rest = [...pool];
  const chosen: number[] = [];
  while (chosen.length < count && rest.length > 0) chosen.push(...rest.splice(random.int(0, rest.length - 1), 1));
  return chosen;
}

/** `hits` numbers of `field`, the rest from outside every tip of the receipt (or at least outside the field). */
function numbersHitting(
  field: readonly number[],
  allTips: readonly number[],
  hits: number,
  count: number,
  poolSize: number,
  random: Random,
): number[] {
  const chosen = pick(field, hits, random);
  const outsideAll = range(1, poolSize).filter((n) => !allTips.includes(n));
  const outside = outsideAll.length >= count - hits ? outsideAll : range(1, poolSize).filter((n) => !field.includes(n));
  return [...chosen, ...pick(outside, count - hits, random)].sort(byNumber);
}

const otherDigit = (digit: string, random: Random) => String((Number(digit) + random.int(1, 9)) % 10);

/** A drawn number of a suffix game matching exactly `matched` end digits of `ticket` (0: none). */
function suffixNumber(length: number, ticket: string | null, matched: number, random: Random): string {
  const digits = random.digits(length).split('');
  if (ticket === null) return digits.join('');
  const own = ticket.slice(-length).padStart(length, '0');
  for (let i = 0; i < matched; i += 1) digits[length - 1 - i] = own[length - 1 - i] ?? '0';
  if (matched < length) digits[length - 1 - matched] = otherDigit(own[length - 1 - matched] ?? '0', random);
  return digits.join('');
}

/** GlücksSpirale: one number per class (class 6 two); only the target class matches the first Los. */
function perClassNumbers(
  tickets: readonly string[],
  target: number | undefined,
  random: Random,
): DrawnNumbersDto['ticket_numbers'] {
  const avoiding = (length: number) => {
    let number = random.digits(length);
    for (let tries = 0; tries < 50 && tickets.some((t) => t.endsWith(number)); tries += 1)
      number = random.digits(length);
    return number;
  };
  return range(1, 7).map((tier) => {
    const count = tier === 6 ? 2 : 1;
    const numbers = Array.from({ length: count }, () => avoiding(tier));
    const first = tickets[0];
    if (tier === target && first) numbers[0] = first.slice(-tier);
    return { tier, ticket_numbers: numbers };
  });
}

function ticketNumbers(
  game: TicketGame,
  wager: WagerDto | undefined,
  target: number | undefined,
  random: Random,
): DrawnNumbersDto {
  const tickets = wager?.ticket_numbers ?? [];
  if (game.kind === 'per_class') return { ...emptyNumbers(), ticket_numbers: perClassNumbers(tickets, target, random) };
  const matched = target === undefined ? 0 : endDigitsOfClass(game.length, target);
  return {
    ...emptyNumbers(),
    ticket_numbers: [{ tier: 1, ticket_numbers: [suffixNumber(game.length, tickets[0] ?? null, matched, random)] }],
  };
}

function numberLotteryNumbers(
  lottery: string,
  wager: WagerDto | undefined,
  target: number | undefined,
  random: Random,
): DrawnNumbersDto {
  const fields = wager?.number_fields ?? [];
  const field = fields[0]?.main_tips ?? [];
  const allTips = fields.flatMap((f) => f.main_tips);
  if (lottery === 'lotto6aus49') {
    const cls = LOTTO_CLASSES.find((c) => c.tier === target);
    const own = wager?.ticket_numbers[0]?.slice(-1);
    const superDigit = own === undefined ? String(random.int(0, 9)) : cls?.superNumber ? own : otherDigit(own, random);
    return {
      ...emptyNumbers(),
      main_numbers: numbersHitting(field, allTips, cls?.hits ?? 0, 6, 49, random),
      super_number: Number(superDigit),
    };
  }
  if (lottery === 'eurojackpot') {
    const cls = EUROJACKPOT_CLASSES.find((c) => c.tier === target);
    const euros = fields[0]?.extra_tips ?? [];
    return {
      ...emptyNumbers(),
      main_numbers: numbersHitting(field, allTips, cls?.main ?? 0, 5, 50, random),
      extra_numbers: numbersHitting(
        euros,
        fields.flatMap((f) => f.extra_tips),
        cls?.euro ?? 0,
        2,
        12,
        random,
      ),
    };
  }
  // KENO: without a target the first field gets the fewest hits that pay nothing for its type.
  const quotas = KENO_QUOTAS[field.length] ?? {};
  const hits = target ?? range(0, field.length).find((h) => !quotas[h]) ?? 0;
  return {
    ...emptyNumbers(),
    main_numbers: numbersHitting(field, allTips, Math.min(hits, field.length), 20, 70, random),
  };
}

/** Games drawn together on a draw of `lottery` with this event (GlücksSpirale as add-on only on its own days). */
export function addonsDrawnWith(lottery: string, event: string): string[] {
  const ids = new Set(
    allProducts()
      .filter((p) => p.lottery === lottery)
      .flatMap((p) => p.addons),
  );
  return [...ids]
    .filter((id) => ADDONS[id].drawEvents?.includes(event) ?? true)
    .map((id) => ADDONS[id].lotteryIdentifier);
}

export interface DrawToBuild {
  drawId: string;
  lottery: string;
  drawingTime: string;
  event: string;
}

/** Numbers for `draw` that give `receipt` (if any) exactly the `targets` classes per game; settlement prices them. */
export function buildDrawResult(
  draw: DrawToBuild,
  receipt: ReceiptDto | null,
  targets: Targets,
  random: Random,
  now: Temporal.Instant,
): DrawnRecord {
  const wagers = receipt ? [receipt.wager, ...receipt.addon_wagers] : [];
  const wagerOf = (game: string) => wagers.find((w) => w.lottery_identifier === game);
  const numbersOf = (game: string): DrawnNumbersDto =>
    isTicketGame(game)
      ? ticketNumbers(TICKET_GAMES[game], wagerOf(game), targets[game], random)
      : numberLotteryNumbers(game, wagerOf(game), targets[game], random);
  return {
    draw_id: draw.drawId,
    lottery_identifier: draw.lottery,
    drawing_time: draw.drawingTime,
    drawn_numbers: numbersOf(draw.lottery),
    addon_numbers: Object.fromEntries(addonsDrawnWith(draw.lottery, draw.event).map((game) => [game, numbersOf(game)])),
    settled_at: now.toString(),
  };
}
