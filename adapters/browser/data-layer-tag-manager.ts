import { isValidTagManagerId, type AnalyticsEvent, type AnalyticsItem } from '../../core/domain/analytics';
import type { ErrorReporter } from '../../ports/error-reporter.port';
import type { TagManager } from '../../ports/tag-manager.port';

/** The globals Google Tag Manager shares with the page. */
export interface DataLayerHost {
  dataLayer?: unknown[];
  google_tag_manager?: Record<string, unknown>;
}

const GTM_SCRIPT = 'https://www.googletagmanager.com/gtm.js';

// GA4's ecommerce vocabulary; prices stay in cents (spec/2 §9), the container converts if it must.
const itemDto = (item: AnalyticsItem) => ({
  item_id: item.itemId,
  quantity: item.quantity,
  item_category: item.itemCategory,
  price: item.price,
  currency: item.currency,
});

function toDataLayer(event: AnalyticsEvent): Record<string, unknown> {
  switch (event.name) {
    case 'page_view':
      return { event: 'page_view', page_path: event.path };
    case 'add_to_cart':
      return { event: 'add_to_cart', ecommerce: { items: event.items.map(itemDto) } };
    case 'purchase':
      return { event: 'purchase', ecommerce: { transaction_id: event.transactionId, items: event.items.map(itemDto) } };
  }
}

/** Google Tag Manager over window.dataLayer; ready once GTM has registered its container id. */
export class DataLayerTagManager implements TagManager {
  constructor(
    private readonly id: string,
    private readonly host: DataLayerHost = globalThis as DataLayerHost,
    private readonly insertScript: (src: string) => void = appendScript,
  ) {
    if (!isValidTagManagerId(id)) throw new Error(`Invalid tag manager id: ${id}`);
  }

  load(): void {
    this.layer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    this.insertScript(`${GTM_SCRIPT}?id=${encodeURIComponent(this.id)}`);
  }

  ready(): boolean {
    return this.host.google_tag_manager?.[this.id] !== undefined;
  }

  push(event: AnalyticsEvent): void {
    // GA4 merges ecommerce objects across pushes unless the previous one is cleared first.
    if (event.name !== 'page_view') this.layer().push({ ecommerce: null });
    this.layer().push(toDataLayer(event));
  }

  private layer(): unknown[] {
    this.host.dataLayer ??= [];
    return this.host.dataLayer;
  }
}

function appendScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/**
 * The tag manager for a configured id (VITE_GTM_ID), or null when none is configured. A wrong
 * id is a deployment mistake: reported, and analytics stays off rather than breaking the shop.
 */
export function tagManagerFor(id: string | undefined, reporter: ErrorReporter): TagManager | null {
  const trimmed = id?.trim() ?? '';
  if (trimmed === '') return null;
  if (isValidTagManagerId(trimmed)) return new DataLayerTagManager(trimmed);
  reporter.report({
    source: 'analytics',
    message: 'Invalid tag manager id; analytics disabled',
    context: { id: trimmed },
  });
  return null;
}
