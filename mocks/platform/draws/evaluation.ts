import { KENO_QUOTAS } from '../../../core/domain/fixed-quotas';
import type { DrawnNumbersDto, WagerDto } from '../../../adapters/http/wire/lottery-store.dto';
import {
  countHits,
  endDigitClassOf,
  eurojackpotClassRows,
  lottoClassRows,
  type ClassRows,
} from '../../../core/domain/prize-classes';
import type { DrawnRecord, DrawResultRecord } from './draw-state';
import {
  EUROJACKPOT_CLASSES,
  isTicketGame,
  LOTTO_CLASSES,
  TICKET_GAMES,
  type Quota,
  type TicketGame,
} from './prize-tables';

/** One prize class a wager won in one draw: rows (or Lose) that hit it and what they pay together. */
export interface TierWin {
  fieldType: string;
  tier: number;
  quantity: number;
  winningFields: number[];
  winningTicketNumbers: string[];
  amountCents: number;
}

/** The numbers a wager plays against in this draw: the main lottery's or an add-on's; null when not drawn. */
function numbersFor(wager: WagerDto, result: DrawnRecord): DrawnNumbersDto | null {
  if (wager.lottery_identifier === result.lottery_identifier) return result.drawn_numbers;
  return result.addon_numbers[wager.lottery_identifier] ?? null;
}

/** A draw's numbers and the pool quotas known so far (none while counting winners). */
type Priced = DrawnRecord & Pick<DrawResultRecord, 'quotas'>;

function quotaCents(quota: Quota, tier: number, result: Priced): number {
  return quota.kind === 'fixed' ? quota.cents : (result.quotas[String(tier)] ?? 0);
}

class Wins {
  private readonly byKey = new Map<string, TierWin>();

  add(
    fieldType: string,
    tier: number,
    quantity: number,
    perRowCents: number,
    field: number | null,
    ticket: string | null,
  ): void {
    if (quantity <= 0) return;
    const key = `${fieldType}:${tier}`;
    const win = this.byKey.get(key) ?? {
      fieldType,
      tier,
      quantity: 0,
      winningFields: [],
      winningTicketNumbers: [],
      amountCents: 0,
    };
    win.quantity += quantity;
    win.amountCents += quantity * perRowCents;
    if (field !== null && !win.winningFields.includes(field)) win.winningFields.push(field);
    if (ticket !== null && !win.winningTicketNumbers.includes(ticket)) win.winningTicketNumbers.push(ticket);
    this.byKey.set(key, win);
  }

  list(): TierWin[] {
    return [...this.byKey.values()].sort((a, b) => a.tier - b.tier || a.fieldType.localeCompare(b.fieldType));
  }
}

/** The quota of each class of a pool game, by tier. */
const quotasByTier = (classes: readonly { tier: number; quota: Quota }[]) =>
  new Map(classes.map((c) => [c.tier, c.quota]));
const LOTTO_QUOTAS = quotasByTier(LOTTO_CLASSES);
const EUROJACKPOT_QUOTAS = quotasByTier(EUROJACKPOT_CLASSES);

function addRows(
  wins: Wins,
  fieldType: string,
  rows: readonly ClassRows[],
  quotas: ReadonlyMap<number, Quota>,
  result: Priced,
  index: number,
): void {
  for (const { tier, rows: quantity } of rows) {
    const quota = quotas.get(tier);
    if (quota) wins.add(fieldType, tier, quantity, quotaCents(quota, tier, result), index, null);
  }
}

/** LOTTO, also systems (core's lottoClassRows); the Superzahl is the ticket number's last digit. */
function lotto(wager: WagerDto, drawn: DrawnNumbersDto, result: Priced, wins: Wins): void {
  const superNumber = Number(wager.ticket_numbers[0]?.slice(-1)) === drawn.super_number;
  wager.number_fields.forEach((field, index) => {
    const hits = countHits(field.main_tips, drawn.main_numbers);
    const rows = lottoClassRows(field.main_tips.length, hits, superNumber);
    addRows(wins, field.type_identifier, rows, LOTTO_QUOTAS, result, index);
  });
}

/** Eurojackpot, also systems k + m (core's eurojackpotClassRows). */
function eurojackpot(wager: WagerDto, drawn: DrawnNumbersDto, result: Priced, wins: Wins): void {
  wager.number_fields.forEach((field, index) => {
    const rows = eurojackpotClassRows(
      field.main_tips.length,
      field.extra_tips.length,
      countHits(field.main_tips, drawn.main_numbers),
      countHits(field.extra_tips, drawn.extra_numbers),
    );
    addRows(wins, field.type_identifier, rows, EUROJACKPOT_QUOTAS, result, index);
  });
}

/** KENO: one bet per field; payout = quota × field stake, tier = hits. */
function keno(wager: WagerDto, drawn: DrawnNumbersDto, wins: Wins): void {
  const stakeCents = wager.field_stake?.fractional ?? 100;
  wager.number_fields.forEach((field, index) => {
    const hits = countHits(field.main_tips, drawn.main_numbers);
    const quota = KENO_QUOTAS[field.main_tips.length]?.[hits] ?? 0;
    wins.add(field.type_identifier, hits, 1, quota * stakeCents, index, null);
  });
}

function ticketGame(
  id: string,
  game: TicketGame,
  wager: WagerDto,
  drawn: DrawnNumbersDto,
  result: Priced,
  wins: Wins,
): void {
  for (const ticket of wager.ticket_numbers) {
    if (game.kind === 'suffix') {
      const tier = endDigitClassOf(game.length, ticket, drawn.ticket_numbers[0]?.ticket_numbers[0] ?? '');
      if (tier === null) continue;
      const quota = game.classes[tier];
      // Ticket games pay fixed prizes; Spiel 77's class 1 is the draw's jackpot when the draw names one.
      if (quota?.kind === 'fixed') wins.add(id, tier, 1, result.quotas[`${id}:${tier}`] ?? quota.cents, null, ticket);
      continue;
    }
    for (const entry of drawn.ticket_numbers) {
      const quota = game.classes[entry.tier];
      if (!quota || quota.kind !== 'fixed') continue;
      const hits = entry.ticket_numbers.filter((n) => ticket.endsWith(n)).length;
      wins.add(id, entry.tier, hits, quota.cents, null, ticket);
    }
  }
}

/** Every class a wager won in a draw (empty: no win); null when the draw does not play the wager's game. */
export function evaluateWager(wager: WagerDto, result: Priced): TierWin[] | null {
  return classesHit(wager, result)?.filter((w) => w.amountCents > 0) ?? null;
}

/** The classes a wager's rows hit, before anyone knows what they pay (pool quotas need every winner first). */
export function classesHit(wager: WagerDto, result: Priced): TierWin[] | null {
  const drawn = numbersFor(wager, result);
  if (!drawn) return null;
  const wins = new Wins();
  const game = wager.lottery_identifier;
  if (game === 'lotto6aus49') lotto(wager, drawn, result, wins);
  else if (game === 'eurojackpot') eurojackpot(wager, drawn, result, wins);
  else if (game === 'keno') keno(wager, drawn, wins);
  else if (isTicketGame(game)) ticketGame(game, TICKET_GAMES[game], wager, drawn, result, wins);
  return wins.list();
}
