import type { IncomingMessage, ServerResponse } from 'node:http';
import morgan from 'morgan';

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

/** Bytes the socket had sent before this request's answer began (keep-alive reuses sockets). */
const sentBefore = new WeakMap<IncomingMessage, number>();

/**
 * The request log (morgan): one JSON line per request with the bytes really sent for it, headers
 * and compression included, whether the page was rendered, reused, redirected or refused.
 */
export function accessLog(write: (line: string) => void) {
  const log = morgan<IncomingMessage, ServerResponse>(
    (tokens, req, res) =>
      accessLogLine({
        method: req.method ?? 'GET',
        url: (req as { originalUrl?: string }).originalUrl ?? req.url ?? '/',
        status: res.statusCode,
        ms: Number(tokens['response-time']?.(req, res) ?? 0),
        bytes: Math.max(0, (req.socket?.bytesWritten ?? 0) - (sentBefore.get(req) ?? 0)),
      }),
    { stream: { write: (line: string) => write(line.trimEnd()) } },
  );
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    sentBefore.set(req, req.socket?.bytesWritten ?? 0);
    log(req, res, next);
  };
}
