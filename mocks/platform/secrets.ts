/**
 * Every secret of the fake platform (access, refresh and link tokens, password salts,
 * micro-deposit codes, PayPal order and 3-D Secure results, ident case and game session ids)
 * comes from the system's CSPRNG through Web Crypto's getRandomValues: the platform also runs
 * in the page (MSW), and Node 20 has the same API as globalThis.crypto. The seeded generator
 * (prng.ts) serves demo data only; its state is saved, so it must never produce a secret.
 */

/** 256 bits per token: far beyond guessing, and the same size for every kind of token. */
const TOKEN_BYTES = 32;

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const HEX = '0123456789abcdef';

export function randomBytes(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return bytes;
}

/** Base64url without padding, so a token travels in paths, queries and JSON as is. */
export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < chars; c += 1) out += BASE64URL[(chunk >> (18 - 6 * c)) & 63];
  }
  return out;
}

export function secretToken(bytes = TOKEN_BYTES): string {
  return toBase64Url(randomBytes(bytes));
}

/**
 * `length` characters drawn uniformly from `alphabet` (at most 256 characters): bytes that would
 * favour the first letters are drawn again instead of being folded in with a modulo.
 */
export function secretCode(alphabet: string, length: number): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

/** A random version-4 UUID; crypto.randomUUID would need a secure context in the browser. */
export function secretUuid(): string {
  const bytes = randomBytes(16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => (HEX[b >> 4] ?? '') + (HEX[b & 15] ?? '')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
