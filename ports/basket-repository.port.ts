import type { BasketItem } from '../core/domain/basket';

/** Keeps the basket across reloads and login (browser storage; memory in tests). */
export interface BasketRepository {
  load(): BasketItem[];
  save(items: readonly BasketItem[]): void;
}
