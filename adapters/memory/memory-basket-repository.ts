import type { BasketItem } from '../../core/domain/basket';
import type { BasketRepository } from '../../ports/basket-repository.port';

/** Stores a JSON copy, like browser storage does, so callers never share objects with it. */
export class MemoryBasketRepository implements BasketRepository {
  private json = '[]';
  load(): BasketItem[] {
    return JSON.parse(this.json) as BasketItem[];
  }
  save(items: readonly BasketItem[]): void {
    this.json = JSON.stringify(items);
  }
}
