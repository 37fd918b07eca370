import type { BasketItem } from '../domain/basket';
import type { BasketRepository } from '../../ports/basket-repository.port';

export class RemoveFromBasketUseCase {
  constructor(private readonly basket: BasketRepository) {}

  execute(itemId: string): BasketItem[] {
    const items = this.basket.load().filter((i) => i.id !== itemId);
    this.basket.save(items);
    return items;
  }
}
