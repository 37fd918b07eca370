import type { CardInput, EncryptedCard } from '../../core/domain/payment';
import type { CardEncryption } from '../../ports/card-encryption.port';

class CardEncryptionUnavailableError extends Error {
  override name = 'CardEncryptionUnavailableError';
}

/** Against a real backend without the PSP's encryption script configured: new cards cannot be used. */
export class UnavailableCardEncryption implements CardEncryption {
  encrypt(_card: CardInput): Promise<EncryptedCard> {
    return Promise.reject(new CardEncryptionUnavailableError('No card encryption is configured for this build'));
  }
}
