import type { CardInput, EncryptedCard } from '../core/domain/payment';

/** The PSP's client-side card encryption; card data never leaves the browser in plain text. */
export interface CardEncryption {
  encrypt(card: CardInput): Promise<EncryptedCard>;
}
