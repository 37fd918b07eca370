import type { ProductIdentifier } from '../../../core/domain/lottery';

/** Where each product is played; products without a screen yet map to null. */
const ROUTES: Partial<Record<ProductIdentifier, string>> = {
  lotto6aus49_regular: '/lotto/normalschein',
};

export const ticketRoute = (product: ProductIdentifier): string | null => ROUTES[product] ?? null;
