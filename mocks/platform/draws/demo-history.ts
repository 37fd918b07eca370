import type { PriceRequestDto } from '../../../adapters/http/wire/lottery-store.dto';
import type { LineItemDto } from '../../../adapters/http/wire/wallet.dto';
import { Temporal } from '../../../core/shared/temporal';
import { CATALOGUE_SETTINGS } from '../catalogue-config';
import type { PlatformContext } from '../context';
import { placeOrder } from '../orders';
import { quotePrice } from '../pricing';
import type { PlayerRecord } from '../state';
import { accountOf, balanceOf } from '../wallet';
import { buildDrawResult, type Targets } from './draw-results';
import { LOTTO_CLASSES, TICKET_GAMES, type Quota } from './prize-tables';
import { settleDraw } from './settlement';

/**
 * The verified demo player's short past (docs/decisions.md, "Receipts and winnings"): a LOTTO
 * Normalschein with Spiel 77 and Super 6 that won 2 Richtige + Superzahl (class 9, 6 €) and
 * Spiel 77 class 6 (17 €) in its first draw, a Eurojackpot ticket without a win and a running
 * LOTTO Dauerschein of ten weeks (subscription still active, renewing in about a month). Fixed-prize classes only, so the winning is the same for every seed.
 */
export const DEMO_HISTORY_EMAIL = 'spieler@tippwerk.de';
/**
 * The deposit that paid for the history lies before it. Everything happened more than 30 days
 * ago, so this week's and this month's stakes, deposits and limits start from zero.
 */
export const DEMO_HISTORY_DEPOSIT_DAYS_AGO = 62;

interface DemoTicket {
  daysAgo: number;
  product: 'lotto6aus49_regular' | 'eurojackpot_regular';
  fields: { main: number[]; extra: number[] }[];
  ticket: string;
  addons: string[];
  events: string[];
  /** Weeks the ticket plays (a Dauerschein's period: it renews when the last of them is drawn). */
  weeks: number;
  subscription: boolean;
  /** Classes won in the ticket's first draw, by game. */
  firstDrawWins: Targets;
}

const DEMO_TICKETS: readonly DemoTicket[] = [
  {
    daysAgo: 58,
    product: 'lotto6aus49_regular',
    fields: [
      { main: [4, 9, 17, 23, 36, 42], extra: [] },
      { main: [7, 12, 19, 28, 33, 45], extra: [] },
    ],
    ticket: '5832716',
    addons: ['spiel77', 'super6'],
    events: ['wednesday', 'saturday'],
    weeks: 1,
    subscription: false,
    firstDrawWins: { lotto6aus49: 9, spiel77: 6 },
  },
  {
    daysAgo: 50,
    product: 'eurojackpot_regular',
    fields: [
      { main: [5, 14, 22, 31, 48], extra: [3, 8] },
      { main: [2, 11, 27, 39, 50], extra: [5, 10] },
    ],
    ticket: '2049175',
    addons: [],
    events: ['tuesday', 'friday'],
    weeks: 1,
    subscription: false,
    firstDrawWins: {},
  },
  {
    daysAgo: 40,
    product: 'lotto6aus49_regular',
    fields: [{ main: [3, 8, 15, 27, 34, 49], extra: [] }],
    ticket: '6170394',
    addons: [],
    events: ['saturday'],
    // Ten Saturdays from 40 days ago: the period still runs for a month, so nothing renews at once.
    weeks: 10,
    subscription: true,
    firstDrawWins: {},
  },
];

function priceRequestOf(ticket: DemoTicket): PriceRequestDto {
  return {
    product_identifier: ticket.product,
    quantity: 1,
    repetition_quantity: ticket.weeks,
    number_fields: [{ type: 'normal', quantity: ticket.fields.length }],
    recurring_draw_event_identifiers: ticket.events,
    addon_cachables: ticket.addons.map((identifier) => ({ identifier, quantity: 1 })),
    repetition_frequency: { quantity: 1, unit: 'week' },
    field_stake: null,
  };
}

function totalCents(ticket: DemoTicket): { stake: number; total: number } {
  const quote = quotePrice(priceRequestOf(ticket));
  if (!quote.ok) throw new Error(`demo history: ${ticket.product} does not price`);
  return { stake: quote.quote.stakeCents, total: quote.quote.totalCents };
}

const fixedCents = (quota: Quota | undefined): number => {
  if (quota?.kind !== 'fixed') throw new Error('demo history: only fixed-prize classes keep the seed deterministic');
  return quota.cents;
};

function winningCents(targets: Targets): number {
  return Object.entries(targets).reduce((sum, [game, tier]) => {
    if (game === 'lotto6aus49') return sum + fixedCents(LOTTO_CLASSES.find((c) => c.tier === tier)?.quota);
    if (game === 'spiel77' || game === 'super6') return sum + fixedCents(TICKET_GAMES[game].classes[tier ?? 0]);
    throw new Error(`demo history: no fixed prize for ${game}`);
  }, 0);
}

/** What the history costs the player in all: purchases less winnings; the seeded deposit adds it. */
export const demoHistoryCostCents = (): number =>
  DEMO_TICKETS.reduce((sum, t) => sum + totalCents(t).total - winningCents(t.firstDrawWins), 0);

function lineOf(ticket: DemoTicket, id: string): LineItemDto {
  const { stake, total } = totalCents(ticket);
  const money = (fractional: number) => ({ fractional, currency: CATALOGUE_SETTINGS.currency });
  return {
    id,
    product_type: 'lottery_product_selection',
    product_identifier: ticket.product,
    price: money(total),
    product_data: {
      id: `${id}-selection`,
      product_identifier: ticket.product,
      price: { stake: money(stake), total: money(total) },
      ticket_numbers: [ticket.ticket],
      number_fields: ticket.fields.map((f) => ({ type_identifier: 'normal', main_tips: f.main, extra_tips: f.extra })),
      recurring_draw_event_identifiers: ticket.events,
      repetition_quantity: ticket.weeks,
      addon_lotteries: ticket.addons.map((identifier) => ({ identifier })),
      first_draw_date: null,
      repetition_frequency: { quantity: 1, unit: 'week' },
      field_stake: null,
      subscription: ticket.subscription
        ? { payment_method_label: 'sepa_direct_debit', subscription_type: 'weekly' }
        : null,
    },
  };
}

/**
 * Buys the demo tickets at their past instants and settles every draw that is already over,
 * as a real platform would have done. `ctx.random` should be a stream of its own, so the other
 * demo players keep their seeded values.
 */
export function playDemoHistory(ctx: PlatformContext, record: PlayerRecord, expectedBalanceCents: number): void {
  const { now } = ctx;
  for (const ticket of DEMO_TICKETS) {
    const boughtAt = now.subtract({ hours: 24 * ticket.daysAgo });
    const orderId = ctx.random.uuid();
    placeOrder({ ...ctx, now: boughtAt }, record, {
      id: orderId,
      line_items: [lineOf(ticket, ctx.random.uuid())],
      tracking_parameters: null,
      payment_transaction_id: null,
    });
    const receipt = ctx.state.receipts[ctx.state.receipts.length - 1];
    if (!receipt) throw new Error('demo history: no receipt issued');
    receipt.draws.forEach((draw, index) => {
      const drawnAt = Temporal.Instant.from(draw.drawing_time);
      if (Temporal.Instant.compare(drawnAt, now) > 0 || ctx.state.draw_results[draw.id]) return;
      const settledAt = drawnAt.add({ minutes: 20 });
      const event = draw.id.slice(draw.id.lastIndexOf('-') + 1);
      const lottery = receipt.wager.lottery_identifier;
      const targets = index === 0 ? ticket.firstDrawWins : {};
      const result = buildDrawResult(
        {
          drawId: draw.id,
          lottery,
          drawingTime: draw.drawing_time,
          event,
        },
        receipt,
        targets,
        ctx.random,
        settledAt,
      );
      settleDraw({ ...ctx, now: settledAt }, result);
    });
  }
  const balance = balanceOf(accountOf(ctx.state, record.player.id, 'common'));
  if (balance !== expectedBalanceCents)
    throw new Error(`demo history: balance ${balance} instead of ${expectedBalanceCents}`);
}
