import type { BasketItem } from '../../core/domain/basket';
import type { BasketRepository } from '../../ports/basket-repository.port';

export class MemoryBasketRepository implements BasketRepository {
  private items: BasketItem[] = [];
  load(): BasketItem[] {
    return structuredClone(this.items);
  }
  save(items: readonly BasketItem[]): void {
    this.items = structuredClone([...items]);
  }
}
