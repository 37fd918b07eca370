import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** In-flight requests get this long after SIGTERM; then the remaining connections are closed. */
const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningServer {
  readonly server: Server;
  readonly url: string;
  /** Stops accepting, lets requests in flight finish (at most `graceMs`), then resolves. */
  close(graceMs?: number): Promise<void>;
}

export function listen(handler: RequestListener, port: number, host: string): Promise<RunningServer> {
  const server = createServer(handler);
  // Slow or silent clients must not hold sockets forever.
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo;
      const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
      resolve({
        server,
        url: `http://${shown.includes(':') ? `[${shown}]` : shown}:${address.port}`,
        close: (graceMs = SHUTDOWN_GRACE_MS) =>
          new Promise<void>((done) => {
            const timer = setTimeout(() => server.closeAllConnections(), graceMs);
            timer.unref();
            server.close(() => {
              clearTimeout(timer);
              done();
            });
            server.closeIdleConnections();
          }),
      });
    });
  });
}

/** SIGTERM (a rolling deploy) and SIGINT end the server gracefully, once. */
export function closeOnSignals(running: RunningServer, log: (line: string) => void, then: () => void): void {
  const stop = (signal: string) => {
    log(`${signal}: keine neuen Anfragen mehr, laufende werden beendet`);
    void running.close().then(then);
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}
