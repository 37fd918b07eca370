/**
 * Removes secrets from text before it is logged or reported: bearer tokens, token and password
 * query or JSON fields, and the stored session tokens themselves.
 */
const PATTERNS: readonly [RegExp, string][] = [
  [/(Bearer\s+)[A-Za-z0-9._~+/=-]+/gi, '$1[redacted]'],
  [
    /((?:access_|refresh_|recovery_|password_recovery_)?token|password|new_password|old_password|code)(["']?\s*[:=]\s*["']?)[^"'&\s,}]+/gi,
    '$1$2[redacted]',
  ],
];

export function redact(text: string, secrets: readonly string[] = []): string {
  let result = text;
  for (const secret of secrets) if (secret.length >= 6) result = result.split(secret).join('[redacted]');
  for (const [pattern, replacement] of PATTERNS) result = result.replace(pattern, replacement);
  return result;
}
