import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { compressBuffer, isCompressible, MIN_COMPRESS_BYTES, type Encoding } from './compression';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** A file of the client build as it is sent. */
export interface Asset {
  readonly contentType: string;
  readonly etag: string;
  readonly cacheControl: string;
  /** The body in an encoding the client accepts (compressed once, then kept). */
  body(encoding: Encoding): { bytes: Buffer; encoding: Encoding };
}

/** Hashed build output never changes under its name; everything else is asked for again each time. */
const cacheControlOf = (pathname: string) =>
  pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';

/**
 * The client build's files (dist/client), read once and kept with their compressed forms: built
 * files do not change while the server runs (a new build is a new deployment). The HTML template
 * is not an asset: every page is rendered.
 */
export class StaticAssets {
  private readonly root: string;
  private readonly cache = new Map<string, Promise<Asset | null>>();

  constructor(
    root: string,
    private readonly hidden: readonly string[] = ['/index.html'],
  ) {
    this.root = resolve(root);
  }

  /** The asset at a request path, or null (not a file of the build, or outside it). */
  find(pathname: string): Promise<Asset | null> {
    if (this.hidden.includes(pathname) || extname(pathname) === '' || pathname.includes('\0'))
      return Promise.resolve(null);
    let found = this.cache.get(pathname);
    if (!found) {
      found = this.load(pathname);
      this.cache.set(pathname, found);
    }
    return found;
  }

  private async load(pathname: string): Promise<Asset | null> {
    const target = resolve(this.root, `.${pathname}`);
    if (!target.startsWith(this.root + sep)) return null;
    const info = await stat(target).catch(() => null);
    if (!info?.isFile()) return null;
    const bytes = await readFile(target);
    const contentType = CONTENT_TYPES[extname(target).toLowerCase()] ?? 'application/octet-stream';
    const compressible = isCompressible(contentType) && bytes.length >= MIN_COMPRESS_BYTES;
    const encoded = new Map<Encoding, Buffer>([['identity', bytes]]);
    return {
      contentType,
      etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`,
      cacheControl: cacheControlOf(pathname),
      body(encoding) {
        if (!compressible || encoding === 'identity') return { bytes, encoding: 'identity' };
        let compressed = encoded.get(encoding);
        if (!compressed) {
          compressed = compressBuffer(bytes, encoding, 'max');
          encoded.set(encoding, compressed);
        }
        return { bytes: compressed, encoding };
      },
    };
  }
}
