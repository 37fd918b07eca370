import type { BasketItem } from '../../core/domain/basket';
import type { BasketRepository } from '../../ports/basket-repository.port';
import { safeLocalStorage } from './safe-storage';

const KEY = 'tippwerk.basket.v1';

/** Keeps the basket across reloads and logins; unreadable data is dropped, never a crash. */
export class LocalStorageBasketRepository implements BasketRepository {
  private fallback: BasketItem[] = [];
  constructor(private readonly storage: Storage | null = safeLocalStorage()) {}

  load(): BasketItem[] {
    if (!this.storage) return [...this.fallback];
    const raw = this.storage.getItem(KEY);
    if (!raw) return [];
    try {
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed) ? parsed.filter(isBasketItemLike) : [];
    } catch {
      this.storage.removeItem(KEY);
      return [];
    }
  }

  save(items: readonly BasketItem[]): void {
    if (!this.storage) {
      this.fallback = JSON.parse(JSON.stringify(items)) as BasketItem[];
      return;
    }
    this.storage.setItem(KEY, JSON.stringify(items));
  }
}

function isBasketItemLike(value: unknown): value is BasketItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Partial<BasketItem>;
  return (
    typeof item.id === 'string' &&
    typeof item.identifier === 'string' &&
    typeof item.price?.total?.fractional === 'number'
  );
}
