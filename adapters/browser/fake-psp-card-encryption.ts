import type { CardInput, EncryptedCard } from '../../core/domain/payment';
import type { CardEncryption } from '../../ports/card-encryption.port';

const PREFIX = 'tw-fake-enc:';

/** UTF-8 safe base64 without Buffer (browser and Node). */
function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return globalThis.btoa(binary);
}

/**
 * The fake PSP's reversible "encryption" (builds with the fake backend only). A real PSP ships a
 * script that encrypts with its public key; that adapter replaces this one against a real backend.
 */
export class FakePspCardEncryption implements CardEncryption {
  encrypt(card: CardInput): Promise<EncryptedCard> {
    const enc = (value: string) => PREFIX + base64(value.replace(/\s+/g, ''));
    return Promise.resolve({
      accountHolder: card.holder.trim(),
      encryptedCardNumber: enc(card.number),
      encryptedExpiryMonth: enc(card.expiryMonth),
      encryptedExpiryYear: enc(card.expiryYear),
      encryptedSecurityCode: enc(card.securityCode),
    });
  }
}
