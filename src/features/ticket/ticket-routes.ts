import type { LotteryIdentifier, ProductIdentifier } from '../../../core/domain/lottery';

/** Route names (spec/1 §2) and paths of every ticket screen. */
export const TICKET_ROUTES: Readonly<Record<ProductIdentifier, { readonly name: string; readonly path: string }>> = {
  lotto6aus49_regular: { name: 'products-lotto-regular', path: '/lotto/normalschein' },
  lotto6aus49_system: { name: 'products-lotto-system', path: '/lotto/systemschein' },
  eurojackpot_regular: { name: 'products-eurojackpot-regular', path: '/eurojackpot/normalschein' },
  eurojackpot_system: { name: 'products-eurojackpot-system', path: '/eurojackpot/systemschein' },
  keno_regular: { name: 'products-keno-regular', path: '/keno/spielschein' },
  gluecksspirale_regular: { name: 'products-gluecksspirale-regular', path: '/gluecksspirale/los' },
};

/** Landing pages (spec/1 §2 "product landing pages"), by lottery. */
export const LANDING_ROUTES: Readonly<Record<LotteryIdentifier, { readonly name: string; readonly path: string }>> = {
  lotto6aus49: { name: 'products-lotto', path: '/lotto' },
  eurojackpot: { name: 'products-eurojackpot', path: '/eurojackpot' },
  keno: { name: 'products-keno', path: '/keno' },
  gluecksspirale: { name: 'products-gluecksspirale', path: '/gluecksspirale' },
};

/**
 * The ticket screen of a product (the basket's "Bearbeiten" link, a hand-over), or null for an
 * identifier no route is mapped for (a basket stored by another version of the shop): the caller
 * then offers no link, and `onUnmapped` hears the spec's message (spec/2 §8) to report it.
 */
export function ticketRoute(product: string, onUnmapped?: (message: string) => void): string | null {
  const route = Object.hasOwn(TICKET_ROUTES, product) ? TICKET_ROUTES[product as ProductIdentifier] : undefined;
  if (!route) onUnmapped?.(`No route name mapped for identifier ${product}`);
  return route?.path ?? null;
}
