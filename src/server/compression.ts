import type { Transform } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Below this, compression framing costs more than it saves. */
export const MIN_COMPRESS_BYTES = 1024;

const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/;

export const isCompressible = (contentType: string): boolean => COMPRESSIBLE_TYPE.test(contentType);

/** The best encoding the client accepts (Accept-Encoding with q-values): Brotli, then gzip. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (!coding) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(coding.trim(), q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const weight = (coding: string) => accepted.get(coding) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/**
 * A whole body. 'max' for files compressed once and kept (static assets), 'fast' for bodies made
 * per request (sitemaps, error pages), where the time to compress is part of the response time.
 */
export function compressBuffer(body: Buffer, encoding: Exclude<Encoding, 'identity'>, effort: 'max' | 'fast'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: effort === 'max' ? 11 : 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: effort === 'max' ? 9 : 6 });
}

/**
 * A compressing stream for streamed HTML: a quick level and a small window (a page is well under
 * 256 KB; Brotli's default 4 MB window would be allocated for every response). Writes are not
 * flushed one by one: React calls `flush()` after each burst of HTML (render-page.tsx), and only
 * then does the compressor emit, so the browser starts on the head while the rest renders.
 */
export function compressStream(encoding: Exclude<Encoding, 'identity'>): Transform {
  return encoding === 'br'
    ? createBrotliCompress({
        params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_LGWIN]: 18 },
      })
    : createGzip({ level: 6, windowBits: 15, memLevel: 8 });
}
