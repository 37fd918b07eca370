/** One access-log line: what an operator needs, nothing a player would not want in a log. */
export interface AccessLogEntry {
  readonly method: string;
  readonly url: string;
  readonly status: number;
  readonly ms: number;
  readonly bytes: number;
}

/**
 * JSON, one line per request. The path only: query strings can carry one-time tokens (password
 * reset, e-mail confirmation, PSP results), so they are never logged, nor are any headers.
 */
export function accessLogLine(entry: AccessLogEntry, now: Date = new Date()): string {
  const path = entry.url.split(/[?#]/, 1)[0] ?? '/';
  return JSON.stringify({
    time: now.toISOString(),
    method: entry.method,
    path: path.length > 512 ? `${path.slice(0, 512)}…` : path,
    status: entry.status,
    ms: Math.round(entry.ms * 10) / 10,
    bytes: entry.bytes,
  });
}
