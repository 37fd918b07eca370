import type { BasketItem } from '../domain/basket';
import type { BasketRepository } from '../../ports/basket-repository.port';

export class LoadBasketUseCase {
  constructor(private readonly basket: BasketRepository) {}

  execute(): BasketItem[] {
    return this.basket.load();
  }
}
