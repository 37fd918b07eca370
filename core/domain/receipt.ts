import { money, type Money } from './money';
import type { AddonIdentifier, LotteryIdentifier, ProductIdentifier } from './lottery';

/** Drawn numbers: number lotteries fill main/extra/superNumber, ticket lotteries `tickets` (one entry per class drawn). */
export interface DrawnNumbers {
  readonly main: readonly number[];
  readonly extra: readonly number[];
  readonly superNumber: number | null;
  readonly tickets: readonly { readonly tier: number; readonly numbers: readonly string[] }[];
}

export interface ReceiptDraw {
  readonly id: string;
  readonly drawingTime: string;
  /** pending until the drawing time; drawn afterwards, with `result` once the draw is settled. */
  readonly status: 'pending' | 'drawn';
  readonly lotteryIdentifier: string;
  readonly result: DrawnNumbers | null;
  /** Add-on games drawn with it (Spiel 77, Super 6, GlücksSpirale, plus 5), by game. */
  readonly addonResults: readonly { readonly game: string; readonly numbers: DrawnNumbers }[];
}

interface WinningTier {
  /** Prize class (KENO: number of hits). */
  readonly tier: number;
  /** Rows (or Lose) that won this class. */
  readonly quantity: number;
  readonly amount: Money;
  /** Field type (`normal`, `system_007`, `keno_type_5`) or the ticket game (`spiel77`). */
  readonly fieldType: string;
  /** Indexes of the winning fields, from 0. */
  readonly winningFields: readonly number[];
  readonly winningTicketNumbers: readonly string[];
}

export interface ReceiptWinning {
  readonly id: string;
  /** The game that won: the main lottery or an add-on (`spiel77`). */
  readonly game: string;
  readonly drawId: string;
  readonly drawingTime: string;
  readonly amount: Money;
  readonly tiers: readonly WinningTier[];
}

/** A Dauerschein's state; `stoppedReason` says who ended it: `player`, or the code that refused its renewal (`insufficient_funds`, …). */
interface ReceiptSubscription {
  readonly active: boolean;
  readonly subscriptionType: string;
  readonly stoppedReason: string | null;
  readonly stoppedAt: string | null;
}

export interface Receipt {
  readonly id: string;
  readonly number: string;
  readonly active: boolean;
  readonly createdAt: string;
  readonly price: Money;
  readonly fee: Money;
  readonly productIdentifier: ProductIdentifier;
  readonly lotteryIdentifier: LotteryIdentifier;
  /** What PATCH /my/subscriptions/{id}/stop needs. */
  readonly lotteryProductSelectionId: string;
  readonly ticketNumbers: readonly string[];
  readonly numberFields: readonly {
    readonly mainTips: readonly number[];
    readonly extraTips: readonly number[];
    readonly typeIdentifier: string;
  }[];
  readonly addonLotteries: readonly AddonIdentifier[];
  /** Per add-on, the ticket-number digits it plays (Super 6: the last six). */
  readonly addonTickets: readonly { readonly game: string; readonly ticketNumbers: readonly string[] }[];
  readonly recurringDrawEvents: readonly string[];
  readonly repetition: { readonly quantity: number; readonly unit: 'week' | 'day' };
  readonly fieldStake: Money | null;
  readonly draws: readonly ReceiptDraw[];
  readonly winnings: readonly ReceiptWinning[];
  readonly subscription: ReceiptSubscription | null;
}

export const RECEIPT_CRITERIA = ['won', 'any_draws_pending'] as const;
export type ReceiptCriterion = (typeof RECEIPT_CRITERIA)[number];

export interface ReceiptQuery {
  readonly criteria: readonly ReceiptCriterion[];
  readonly lotteryIdentifiers: readonly LotteryIdentifier[];
  /** One receipt by its number; empty: all. */
  readonly number?: string;
  readonly pageLimit: number;
  readonly pageOffset: number;
  readonly sortDirection: 'asc' | 'desc';
}

/** Spec/2 §9: receipts default to creation time ascending. */
export const DEFAULT_RECEIPT_QUERY: ReceiptQuery = {
  criteria: [],
  lotteryIdentifiers: [],
  pageLimit: 10,
  pageOffset: 0,
  sortDirection: 'asc',
};

export const MAX_RECEIPT_PAGE = 100;

export interface Page<T> {
  readonly items: readonly T[];
  readonly totalCount: number;
}

/** Everything the receipt won, over all draws and games. */
export function totalWon(receipt: Receipt): Money {
  return money(
    receipt.winnings.reduce((sum, w) => sum + w.amount.fractional, 0),
    receipt.price.currency,
  );
}

export const pendingDrawCount = (receipt: Receipt): number =>
  receipt.draws.filter((d) => d.status === 'pending').length;

/** Won something; else draws still to come; else drawn but not all results known yet; else over without a win. */
export type ReceiptOutcome = 'won' | 'pending' | 'awaiting_result' | 'lost';

export function receiptOutcome(receipt: Receipt): ReceiptOutcome {
  if (receipt.winnings.length > 0) return 'won';
  if (pendingDrawCount(receipt) > 0) return 'pending';
  if (receipt.draws.some((d) => d.result === null)) return 'awaiting_result';
  return 'lost';
}

/** Numbers of a field that were drawn in this draw (for highlighting hits). */
export function hitsIn(
  field: { readonly mainTips: readonly number[]; readonly extraTips: readonly number[] },
  draw: ReceiptDraw,
): { main: number[]; extra: number[] } {
  if (!draw.result) return { main: [], extra: [] };
  const { main, extra } = draw.result;
  return {
    main: field.mainTips.filter((n) => main.includes(n)),
    extra: field.extraTips.filter((n) => extra.includes(n)),
  };
}

/** The winnings of one draw. */
export const winningsOfDraw = (receipt: Receipt, drawId: string): ReceiptWinning[] =>
  receipt.winnings.filter((w) => w.drawId === drawId);

/** Subscriptions the platform ended because a renewal was refused (the player ended the others). */
export const stoppedByRenewal = (receipt: Receipt): boolean =>
  receipt.subscription?.active === false &&
  receipt.subscription.stoppedReason !== null &&
  receipt.subscription.stoppedReason !== 'player';

/** A stop makes sense only for a running subscription. */
export const canStopSubscription = (receipt: Receipt): boolean => receipt.subscription?.active === true;
