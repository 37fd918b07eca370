/**
 * JSON from the wire, read defensively: nesting deeper than any request of the API needs is
 * refused before JSON.parse recurses into it (deep nesting otherwise ends in a stack overflow
 * further on: a 500, or a state that cannot be saved), and so are keys that reach an object's
 * prototype when code spreads or assigns the value later.
 */

/** The deepest request of the API (an order's number fields) needs 7 levels. */
const MAX_JSON_DEPTH = 32;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export class HostileJsonError extends Error {
  override name = 'HostileJsonError';
  constructor(readonly problem: 'too_deeply_nested' | 'forbidden_key') {
    super(`JSON refused: ${problem}`);
  }
}

/** Deepest bracket nesting outside strings; stops counting once past `limit`. */
function exceedsDepth(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return false;
}

/** JSON.parse with the two refusals above; a syntax error throws SyntaxError as JSON.parse does. */
export function parseUntrustedJson(text: string): unknown {
  if (exceedsDepth(text, MAX_JSON_DEPTH)) throw new HostileJsonError('too_deeply_nested');
  return JSON.parse(text, function (this: unknown, key: string, value: unknown) {
    if (FORBIDDEN_KEYS.has(key)) throw new HostileJsonError('forbidden_key');
    return value;
  });
}
