import type { DrawOddsDto } from '../../../adapters/http/wire/lottery-store.dto';
import { CATALOGUE_SETTINGS, LOTTERIES } from '../catalogue-config';
import type { Market } from './draw-market';
import {
  bookOf,
  JACKPOT_RULES,
  NO_POOL,
  pariMutuel,
  rollJackpot,
  shareOf,
  type Carry,
  type PoolBook,
  type PoolCarry,
} from './pools';
import { KENO_QUOTAS } from '../../../core/domain/fixed-quotas';
import { EUROJACKPOT_CLASSES, LOTTO_CLASSES, TICKET_GAMES } from './prize-tables';

/**
 * What a draw pays: every pool class's money divided among all its winners, the simulated ones
 * and the shop's own (`shop`, same keys as `Market.counts`), and what carries into the next draw.
 * Fixed classes pay their amount whoever wins; LOTTO's class 9 is paid from the payout share first.
 */
export type WinnerCounts = Readonly<Record<string, number>>;

export interface Payout {
  /** Cents per winning row of the main game's pool classes by tier, and Spiel 77's jackpot as `spiel77:1`. */
  quotas: Record<string, number>;
  odds: DrawOddsDto[];
  addonOdds: DrawOddsDto[];
  /** Class 1 going into the draw (KENO: its fixed top prize; GlücksSpirale: none). */
  jackpotCents: number | null;
  next: Carry;
  /** The pool games' money of this draw, by game. */
  books: Record<string, PoolBook>;
}

/** Shares of the pari-mutuel pool per class, in 1/10,000 (unconfirmed; close to the official plans). LOTTO: of the pool after class 9. */
const LOTTO_SHARES = [1280, 1000, 500, 1500, 500, 1000, 1000, 3220];
/** Eurojackpot: of the payout; the rest (15.5 %) feeds the reserve. */
const EUROJACKPOT_SHARES = [3600, 850, 475, 100, 85, 70, 60, 220, 220, 240, 680, 1850];
const EUROJACKPOT_RESERVE = 1550;
/** Spiel 77: 5 % of its stakes grow class 1, 2 % feed the reserve for its minimum. */
const SPIEL77_CLASS1 = 500;
const SPIEL77_RESERVE = 200;

const money = (fractional: number) => ({ fractional, currency: CATALOGUE_SETTINGS.currency });
const row = (fieldType: string, tier: number, cents: number, quantity: number): DrawOddsDto => ({
  field_type: fieldType,
  tier,
  winnings_amount: money(cents),
  winnings_quantity: quantity,
});
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const fixedCents = (game: keyof typeof TICKET_GAMES, tier: number): number => {
  const quota = TICKET_GAMES[game].classes[tier];
  return quota?.kind === 'fixed' ? quota.cents : 0;
};

class Winners {
  constructor(
    private readonly market: Market,
    private readonly shop: WinnerCounts,
  ) {}

  of(key: string): number {
    return (this.market.counts[key] ?? 0) + (this.shop[key] ?? 0);
  }

  tiers(fieldType: string, tiers: readonly number[]): number[] {
    return tiers.map((t) => this.of(`${fieldType}:${t}`));
  }

  /** Fixed-prize rows of a ticket game; Spiel 77's class 1 is its jackpot quota. */
  ticketRows(game: 'spiel77' | 'super6' | 'plus5', class1: number | null): DrawOddsDto[] {
    return Object.keys(TICKET_GAMES[game].classes).map((key) => {
      const tier = Number(key);
      return row(
        game,
        tier,
        tier === 1 && class1 !== null ? class1 : fixedCents(game, tier),
        this.of(`${game}:${tier}`),
      );
    });
  }
}

function spiel77(market: Market, carry: PoolCarry, won: Winners) {
  const share = shareOf(market.spiel77StakeCents, SPIEL77_CLASS1);
  const reserveIn = shareOf(market.spiel77StakeCents, SPIEL77_RESERVE);
  const jackpot = rollJackpot(carry, won.of('spiel77:1'), share, JACKPOT_RULES.spiel77);
  const next = { ...jackpot.next, reserve: jackpot.next.reserve + reserveIn };
  return { quota: jackpot.quota, next, book: bookOf(share + reserveIn, carry, jackpot.paid, next) };
}

function lotto(market: Market, carry: Carry, won: Winners): Payout {
  const counts = won.tiers(
    'normal',
    LOTTO_CLASSES.map((c) => c.tier),
  );
  const share = Math.floor(market.stakeCents / 2);
  const class9 = LOTTO_CLASSES[8]?.quota;
  const class9Paid = (class9?.kind === 'fixed' ? class9.cents : 0) * (counts[8] ?? 0);
  const pool = Math.max(0, share - class9Paid);
  const fromReserve = pool - (share - class9Paid);
  const shares = LOTTO_SHARES.map((s) => shareOf(pool, s));
  const jackpot = rollJackpot(carry.main, counts[0] ?? 0, shares[0] ?? 0, JACKPOT_RULES.lotto6aus49);
  const pari = pariMutuel(shares.slice(1), counts.slice(1, 8));
  const next: PoolCarry = {
    ...jackpot.next,
    rest: jackpot.next.rest + pari.remainder + pool - sum(shares),
    reserve: jackpot.next.reserve - fromReserve,
  };
  const s77 = spiel77(market, carry.spiel77, won);
  const quotas = [jackpot.quota, ...pari.quotas];
  return {
    quotas: { ...Object.fromEntries(quotas.map((q, i) => [String(i + 1), q])), 'spiel77:1': s77.quota },
    odds: LOTTO_CLASSES.map((c, i) =>
      row('normal', c.tier, c.quota.kind === 'fixed' ? c.quota.cents : (quotas[i] ?? 0), counts[i] ?? 0),
    ),
    addonOdds: [...won.ticketRows('spiel77', s77.quota), ...won.ticketRows('super6', null)],
    jackpotCents: carry.main.jackpot,
    next: { main: next, spiel77: s77.next },
    books: {
      lotto6aus49: bookOf(share, carry.main, jackpot.paid + pari.paid + class9Paid, next),
      spiel77: s77.book,
    },
  };
}

function eurojackpot(market: Market, carry: Carry, won: Winners): Payout {
  const counts = won.tiers(
    'normal',
    EUROJACKPOT_CLASSES.map((c) => c.tier),
  );
  const payout = Math.floor(market.stakeCents / 2);
  const reserveIn = shareOf(payout, EUROJACKPOT_RESERVE);
  const shares = EUROJACKPOT_SHARES.map((s) => shareOf(payout, s));
  const jackpot = rollJackpot(carry.main, counts[0] ?? 0, shares[0] ?? 0, JACKPOT_RULES.eurojackpot);
  const pools = shares.slice(1).map((s, i) => (i === 0 ? s + jackpot.toClass2 : s));
  const pari = pariMutuel(pools, counts.slice(1));
  const next: PoolCarry = {
    ...jackpot.next,
    rest: jackpot.next.rest + pari.remainder + payout - reserveIn - sum(shares),
    reserve: jackpot.next.reserve + reserveIn,
  };
  const quotas = [jackpot.quota, ...pari.quotas];
  return {
    quotas: Object.fromEntries(quotas.map((q, i) => [String(i + 1), q])),
    odds: EUROJACKPOT_CLASSES.map((c, i) => row('normal', c.tier, quotas[i] ?? 0, counts[i] ?? 0)),
    addonOdds: [],
    jackpotCents: carry.main.jackpot,
    next: { main: next, spiel77: NO_POOL },
    books: { eurojackpot: bookOf(payout, carry.main, jackpot.paid + pari.paid, next) },
  };
}

function fixedOnly(market: Market, won: Winners): Payout {
  const none = { quotas: {}, addonOdds: [], next: { main: NO_POOL, spiel77: NO_POOL }, books: {} };
  if (market.lottery === 'keno') {
    // Quotas per 1 € field stake.
    const odds = Object.entries(KENO_QUOTAS).flatMap(([type, byHits]) =>
      Object.entries(byHits).map(([hits, euros]) =>
        row(`keno_type_${type}`, Number(hits), euros * 100, won.of(`keno_type_${type}:${hits}`)),
      ),
    );
    const jackpot = LOTTERIES.keno.jackpot;
    return {
      ...none,
      odds,
      addonOdds: won.ticketRows('plus5', null),
      jackpotCents: jackpot.kind === 'fixed' ? jackpot.cents : null,
    };
  }
  const odds = Object.entries(TICKET_GAMES.gluecksspirale.classes).map(([tier, quota]) =>
    row('gluecksspirale', Number(tier), quota.kind === 'fixed' ? quota.cents : 0, won.of(`gluecksspirale:${tier}`)),
  );
  return { ...none, odds, jackpotCents: null };
}

/** The draw's quotas, odds rows (winners = simulated + shop), carry-over and pool books. */
export function payoutOf(market: Market, carry: Carry, shop: WinnerCounts = {}): Payout {
  const won = new Winners(market, shop);
  if (market.lottery === 'lotto6aus49') return lotto(market, carry, won);
  if (market.lottery === 'eurojackpot') return eurojackpot(market, carry, won);
  return fixedOnly(market, won);
}
