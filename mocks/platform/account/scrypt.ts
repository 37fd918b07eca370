import { sha256 } from './sha256';

/**
 * scrypt (RFC 7914) in plain TypeScript, for the page (MSW, `npm run dev`), where node:crypto is
 * missing and Web Crypto has no synchronous KDF. Node uses node:crypto's scryptSync instead
 * (password-hash.ts); both give the same bytes, which tests/platform checks.
 */

const BLOCK = 64;

function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  const shortKey = key.length > BLOCK ? sha256(key) : key;
  const inner = new Uint8Array(BLOCK + message.length);
  const outer = new Uint8Array(BLOCK + 32);
  for (let i = 0; i < BLOCK; i += 1) {
    const byte = shortKey[i] ?? 0;
    inner[i] = byte ^ 0x36;
    outer[i] = byte ^ 0x5c;
  }
  inner.set(message, BLOCK);
  outer.set(sha256(inner), BLOCK);
  return sha256(outer);
}

/** PBKDF2-HMAC-SHA256 with one iteration, the only count scrypt uses. */
function pbkdf2Once(password: Uint8Array, salt: Uint8Array, length: number): Uint8Array {
  const out = new Uint8Array(length);
  const input = new Uint8Array(salt.length + 4);
  input.set(salt);
  for (let block = 1, offset = 0; offset < length; block += 1, offset += 32) {
    new DataView(input.buffer).setUint32(salt.length, block);
    out.set(hmacSha256(password, input).subarray(0, Math.min(32, length - offset)), offset);
  }
  return out;
}

const rotl = (x: number, n: number): number => (x << n) | (x >>> (32 - n));

/** One quarter-round step: x[a] ^= (x[c] + x[d]) <<< n. */
function step(x: Uint32Array, a: number, c: number, d: number, n: number): void {
  x[a] = (x[a] ?? 0) ^ rotl(((x[c] ?? 0) + (x[d] ?? 0)) | 0, n);
}

/** The Salsa20 double round as index quadruples (column round, then row round). */
const DOUBLE_ROUND: readonly (readonly [number, number, number, number])[] = [
  [4, 0, 12, 7],
  [8, 4, 0, 9],
  [12, 8, 4, 13],
  [0, 12, 8, 18],
  [9, 5, 1, 7],
  [13, 9, 5, 9],
  [1, 13, 9, 13],
  [5, 1, 13, 18],
  [14, 10, 6, 7],
  [2, 14, 10, 9],
  [6, 2, 14, 13],
  [10, 6, 2, 18],
  [3, 15, 11, 7],
  [7, 3, 15, 9],
  [11, 7, 3, 13],
  [15, 11, 7, 18],
  [1, 0, 3, 7],
  [2, 1, 0, 9],
  [3, 2, 1, 13],
  [0, 3, 2, 18],
  [6, 5, 4, 7],
  [7, 6, 5, 9],
  [4, 7, 6, 13],
  [5, 4, 7, 18],
  [11, 10, 9, 7],
  [8, 11, 10, 9],
  [9, 8, 11, 13],
  [10, 9, 8, 18],
  [12, 15, 14, 7],
  [13, 12, 15, 9],
  [14, 13, 12, 13],
  [15, 14, 13, 18],
];

/** Salsa20/8 on the 16 words of `b`, in place (`x` is scratch space). */
function salsa8(b: Uint32Array, x: Uint32Array): void {
  x.set(b);
  for (let round = 0; round < 8; round += 2) for (const [a, c, d, n] of DOUBLE_ROUND) step(x, a, c, d, n);
  for (let i = 0; i < 16; i += 1) b[i] = ((b[i] ?? 0) + (x[i] ?? 0)) | 0;
}

/** BlockMix with Salsa20/8: `b` (2r blocks of 16 words) into `y`, even blocks first. */
function blockMix(b: Uint32Array, y: Uint32Array, r: number, x: Uint32Array): void {
  const t = b.slice((2 * r - 1) * 16, 2 * r * 16);
  for (let i = 0; i < 2 * r; i += 1) {
    for (let j = 0; j < 16; j += 1) t[j] = (t[j] ?? 0) ^ (b[i * 16 + j] ?? 0);
    salsa8(t, x);
    y.set(t, ((i % 2) * r + (i >> 1)) * 16);
  }
}

function roMix(block: Uint32Array, n: number, r: number): void {
  const words = 32 * r;
  const v = new Uint32Array(n * words);
  const y = new Uint32Array(words);
  const x = new Uint32Array(16);
  for (let i = 0; i < n; i += 1) {
    v.set(block, i * words);
    blockMix(block, y, r, x);
    block.set(y);
  }
  for (let i = 0; i < n; i += 1) {
    // Integerify: the first word of the last 64-byte block; n is a power of two below 2^32.
    const j = (block[(2 * r - 1) * 16] ?? 0) & (n - 1);
    for (let k = 0; k < words; k += 1) block[k] = (block[k] ?? 0) ^ (v[j * words + k] ?? 0);
    blockMix(block, y, r, x);
    block.set(y);
  }
}

export function scryptBytes(
  password: Uint8Array,
  salt: Uint8Array,
  params: { n: number; r: number; p: number },
  length: number,
): Uint8Array {
  const { n, r, p } = params;
  const bytes = pbkdf2Once(password, salt, p * 128 * r);
  const view = new DataView(bytes.buffer);
  const words = 32 * r;
  for (let i = 0; i < p; i += 1) {
    const block = new Uint32Array(words);
    for (let k = 0; k < words; k += 1) block[k] = view.getUint32((i * words + k) * 4, true);
    roMix(block, n, r);
    for (let k = 0; k < words; k += 1) view.setUint32((i * words + k) * 4, block[k] ?? 0, true);
  }
  return pbkdf2Once(password, bytes, length);
}
