import { GatewayError } from '../../core/domain/errors';
import type { VersionGateway } from '../../ports/version-gateway.port';

const PATH = '/version.json';

/**
 * Reads the version file the build emits next to index.html. It lives on the app's own origin,
 * not behind VITE_API_BASE_URL, so it bypasses the API client (and its auth and retries).
 */
export class HttpVersionGateway implements VersionGateway {
  constructor(
    /** Resolved per call, so constructing this in Node (container smoke test) needs no window. */
    private readonly origin: () => string = () => globalThis.location.origin,
    private readonly fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
    private readonly now: () => number = () => Date.now(),
  ) {}

  async current(): Promise<string> {
    const url = new URL(PATH, this.origin());
    // no-store keeps the browser cache out; the timestamp also defeats proxies that ignore it.
    url.searchParams.set('t', String(this.now()));
    let response: Response;
    try {
      response = await this.fetchImpl(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
    } catch {
      throw new GatewayError(null, 'GET', PATH);
    }
    if (!response.ok) throw new GatewayError(response.status, 'GET', PATH);
    const body = (await response.json().catch(() => null)) as { version?: unknown; id?: unknown } | null;
    // spec/2 §7.7 speaks of "a different id or version": accept either field.
    const version = body?.version ?? body?.id;
    if (typeof version !== 'string' || version === '') {
      throw new GatewayError(response.status, 'GET', PATH, `${PATH} carries no version`);
    }
    return version;
  }
}
