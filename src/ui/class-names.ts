/** Joins class names, skipping falsy entries, so modifiers can be written inline. */
export function cx(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
