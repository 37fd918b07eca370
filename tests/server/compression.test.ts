import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBuffer, isCompressible, negotiateEncoding } from '../../src/server/compression';

describe('compression', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    [undefined, 'identity'],
    ['gzip;q=0', 'identity'],
  ] as const)('answers Accept-Encoding %j with %s', (header, encoding) => {
    expect(negotiateEncoding(header)).toBe(encoding);
  });

  it('compresses text and scripts, not images', () => {
    expect(isCompressible('text/html; charset=utf-8')).toBe(true);
    expect(isCompressible('text/javascript; charset=utf-8')).toBe(true);
    expect(isCompressible('application/json; charset=utf-8')).toBe(true);
    expect(isCompressible('image/svg+xml')).toBe(true);
    expect(isCompressible('image/png')).toBe(false);
  });

  it('gives back the same bytes after decompression', () => {
    const body = Buffer.from('Tippwerk '.repeat(500));
    expect(brotliDecompressSync(compressBuffer(body, 'br', 'fast')).equals(body)).toBe(true);
    expect(gunzipSync(compressBuffer(body, 'gzip', 'max')).equals(body)).toBe(true);
    expect(compressBuffer(body, 'br', 'max').length).toBeLessThan(body.length / 10);
  });
});
