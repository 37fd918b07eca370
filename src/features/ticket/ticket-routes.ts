import type { ProductIdentifier } from '../../../core/domain/lottery';

/** Route names (spec/1 §2) and paths of the ticket screens built so far. */
const ROUTES: Partial<Record<ProductIdentifier, { name: string; path: string }>> = {
  lotto6aus49_regular: { name: 'products-lotto-regular', path: '/lotto/normalschein' },
};

/** The ticket screen of a product, or null while it has none (the basket then offers no "edit"). */
export const ticketRoute = (product: ProductIdentifier): string | null => ROUTES[product]?.path ?? null;

/** Where a link must go: an unmapped identifier is a bug, said plainly (spec/2 §8). */
export function routeNameFor(identifier: string): string {
  const route = ROUTES[identifier as ProductIdentifier];
  if (!route) throw new Error(`No route name mapped for identifier ${identifier}`);
  return route.name;
}
