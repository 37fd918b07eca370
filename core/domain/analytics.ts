import type { ProductIdentifier } from './lottery';
import type { Price } from './price';

/** spec/2 §9: the queue is polled every 500 ms and dropped after 10 attempts. */
export const ANALYTICS_POLL_MS = 500;
export const ANALYTICS_MAX_ATTEMPTS = 10;

/** spec/2 §9 "Analytics items: per product, quantity 1, category lottery". */
export interface AnalyticsItem {
  readonly itemId: ProductIdentifier;
  readonly quantity: 1;
  readonly itemCategory: 'lottery';
  /** Integer minor units (cents), like every amount in Tippwerk. */
  readonly price: number;
  readonly currency: string;
}

export type AnalyticsEvent =
  | { readonly name: 'page_view'; readonly path: string }
  | { readonly name: 'add_to_cart'; readonly items: readonly AnalyticsItem[] }
  | { readonly name: 'purchase'; readonly transactionId: string; readonly items: readonly AnalyticsItem[] };

/** One item per basket line (a line is one product), whatever it contains. */
const analyticsItem = (product: { readonly identifier: ProductIdentifier; readonly price: Price }): AnalyticsItem => ({
  itemId: product.identifier,
  quantity: 1,
  itemCategory: 'lottery',
  price: product.price.total.fractional,
  currency: product.price.total.currency,
});

export const pageView = (path: string): AnalyticsEvent => ({ name: 'page_view', path });

export const addToCart = (
  lines: readonly { readonly identifier: ProductIdentifier; readonly price: Price }[],
): AnalyticsEvent => ({
  name: 'add_to_cart',
  items: lines.map(analyticsItem),
});

export const purchase = (
  orderId: string,
  lines: readonly { readonly identifier: ProductIdentifier; readonly price: Price }[],
): AnalyticsEvent => ({ name: 'purchase', transactionId: orderId, items: lines.map(analyticsItem) });

/** spec/1 §5: 'GTM-' followed by digits or capital letters. */
export const isValidTagManagerId = (id: string): boolean => /^GTM-[0-9A-Z]+$/.test(id);

/** The checkout success page is not tracked as a page view (spec/1 §2); the purchase event covers it. */
const UNTRACKED_PATHS = new Set(['/warenkorb/danke']);

export function shouldTrackPageView(path: string): boolean {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '').toLowerCase() : path;
  return !UNTRACKED_PATHS.has(normalized);
}
