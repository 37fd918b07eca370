import type { PriceRequestDto } from '../../../adapters/http/wire/lottery-store.dto';
import type { LineItemDto } from '../../../adapters/http/wire/wallet.dto';
import type { PlatformContext } from '../context';
import { PlatformError } from '../platform-api';
import { quotePrice, type Quote } from '../pricing';
import type { Random } from '../prng';
import { issueReceipt } from '../receipts';
import type { SeedReceiptHistoryRequestDto, SeedReceiptHistoryResultDto } from './receipt-controls-dto';

const MAX_SEEDED_RECEIPTS = 20_000;
/** One purchase every few hours, going back from now. */
const HOURS_BETWEEN = 3;

interface Template {
  product: string;
  events: string[];
  addons: string[];
  fields: { type: string; main: number; extra: number; mainPool: number; extraPool: number }[];
  unit: 'week' | 'day';
  fieldStakeCents: number | null;
  tickets: number;
}

const TEMPLATES: readonly Template[] = [
  {
    product: 'lotto6aus49_regular',
    events: ['wednesday', 'saturday'],
    addons: ['spiel77'],
    fields: Array.from({ length: 4 }, () => ({ type: 'normal', main: 6, extra: 0, mainPool: 49, extraPool: 0 })),
    unit: 'week',
    fieldStakeCents: null,
    tickets: 1,
  },
  {
    product: 'eurojackpot_regular',
    events: ['friday'],
    addons: [],
    fields: Array.from({ length: 2 }, () => ({ type: 'normal', main: 5, extra: 2, mainPool: 50, extraPool: 12 })),
    unit: 'week',
    fieldStakeCents: null,
    tickets: 1,
  },
  {
    product: 'keno_regular',
    events: ['daily'],
    addons: ['plus5'],
    fields: [{ type: 'keno_type_6', main: 6, extra: 0, mainPool: 70, extraPool: 0 }],
    unit: 'day',
    fieldStakeCents: 200,
    tickets: 1,
  },
  {
    product: 'gluecksspirale_regular',
    events: ['saturday'],
    addons: [],
    fields: [],
    unit: 'week',
    fieldStakeCents: null,
    tickets: 2,
  },
];

function quoteOf(t: Template): Quote {
  const request: PriceRequestDto = {
    product_identifier: t.product,
    quantity: t.product === 'gluecksspirale_regular' ? t.tickets : 1,
    repetition_quantity: 1,
    number_fields: t.fields.length ? [{ type: t.fields[0]?.type ?? 'normal', quantity: t.fields.length }] : [],
    recurring_draw_event_identifiers: t.events,
    addon_cachables: t.addons.map((identifier) => ({ identifier, quantity: 1 })),
    repetition_frequency: { quantity: 1, unit: t.unit },
    field_stake: t.fieldStakeCents === null ? null : { fractional: t.fieldStakeCents, currency: 'EUR' },
  };
  const result = quotePrice(request);
  if (!result.ok) throw new Error(`receipt history: ${t.product} does not price`);
  return result.quote;
}

function numbers(pool: number, count: number, random: Random): number[] {
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(random.int(1, pool));
  return [...chosen];
}

function lineOf(t: Template, quote: Quote, random: Random): LineItemDto {
  const money = (fractional: number) => ({ fractional, currency: 'EUR' });
  const id = random.uuid();
  return {
    id,
    product_type: 'lottery_product_selection',
    product_identifier: t.product,
    price: money(quote.totalCents),
    product_data: {
      id: `${id}-selection`,
      product_identifier: t.product,
      price: { stake: money(quote.stakeCents), total: money(quote.totalCents) },
      ticket_numbers: Array.from({ length: t.tickets }, () => random.digits(7)),
      number_fields: t.fields.map((f) => ({
        type_identifier: f.type,
        main_tips: numbers(f.mainPool, f.main, random),
        extra_tips: numbers(f.extraPool, f.extra, random),
      })),
      recurring_draw_event_identifiers: t.events,
      repetition_quantity: 1,
      addon_lotteries: t.addons.map((identifier) => ({ identifier })),
      first_draw_date: null,
      repetition_frequency: { quantity: 1, unit: t.unit },
      field_stake: t.fieldStakeCents === null ? null : money(t.fieldStakeCents),
      subscription: null,
    },
  };
}

/**
 * Benchmark and demo data: `count` receipts for a player, one every three hours going back from
 * now, over the real schedule. Receipts only: no orders, vouchers or draw results, so the
 * wallet stays as it was. At most 20,000 per call.
 */
export function seedReceiptHistory(ctx: PlatformContext, body: unknown): SeedReceiptHistoryResultDto {
  const candidate = (body ?? {}) as Partial<SeedReceiptHistoryRequestDto>;
  const email = typeof candidate.email === 'string' ? candidate.email.trim().toLowerCase() : '';
  const record = ctx.state.players.find((p) => p.player.email.toLowerCase() === email);
  if (!record)
    throw new PlatformError(400, {
      global_errors: ['invalid_request'],
      attribute_errors: { email: [email ? 'unknown' : 'required'] },
    });
  const count = candidate.count;
  if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 1 || count > MAX_SEEDED_RECEIPTS) {
    throw new PlatformError(400, { global_errors: ['invalid_request'], attribute_errors: { count: ['invalid'] } });
  }
  const quotes = TEMPLATES.map(quoteOf);
  for (let i = count; i >= 1; i -= 1) {
    const index = ctx.random.int(0, TEMPLATES.length - 1);
    const template = TEMPLATES[index];
    const quote = quotes[index];
    if (!template || !quote) continue;
    const boughtAt = ctx.now.subtract({ minutes: i * HOURS_BETWEEN * 60 + ctx.random.int(0, 59) });
    const line = lineOf(template, quote, ctx.random);
    const order = {
      id: ctx.random.uuid(),
      line_items: [line],
      tracking_parameters: null,
      payment_transaction_id: null,
    };
    issueReceipt(ctx.state, ctx.random, boughtAt, record.player.id, order, { line, quote, firstDrawDate: null });
  }
  const total = ctx.state.receipts.filter((r) => r.player_id === record.player.id).length;
  return { email: record.player.email, created: count, total_count: total };
}
