import { createHash } from 'node:crypto';
import { DEFERRED_TYPE } from './start-after-paint';

/** Every `<script …>…</script>` of a document: its attributes and its text. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Types the browser runs as script; the deferred start script runs later as a module (START_AFTER_PAINT). */
const RUNS = new Set(['', 'text/javascript', 'module', DEFERRED_TYPE]);

/**
 * The CSP hash sources (`'sha256-…'`) of a document's inline scripts: those the browser runs as
 * it parses them, and the start script START_AFTER_PAINT runs as an inline module later. Script
 * files (`src`) and data blocks (`application/json`) need none. A page shared by a CDN carries
 * these instead of a nonce: the same bytes are then right for every visitor who gets the copy.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase() ?? '';
    if (!RUNS.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
