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

/** The ticket screen of a product (the basket's "Bearbeiten" link), or null for an unknown identifier. */
export const ticketRoute = (product: ProductIdentifier): string | null => TICKET_ROUTES[product]?.path ?? null;

/** Where a link must go: an unmapped identifier is a bug, said plainly (spec/2 §8). */
export function routeNameFor(identifier: string): string {
  const route = TICKET_ROUTES[identifier as ProductIdentifier];
  if (!route) throw new Error(`No route name mapped for identifier ${identifier}`);
  return route.name;
}
