import { GatewayError } from '../../core/domain/errors';
import type { VersionGateway } from '../../ports/version-gateway.port';

/** spec/2 §7.7: the build manifest (`id`) first; `version.json` (`version`) where a deployment has no manifest. */
const MANIFEST = '/builds/latest.json';
const PATH = '/version.json';

/**
 * Reads the build identity the build emits next to index.html. It lives on the app's own origin,
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
    const manifest = await this.read(MANIFEST, true);
    return manifest ?? (await this.read(PATH, false)) ?? '';
  }

  /** The file's build id ("a different id or version": either field); null for a missing manifest, so version.json is asked. */
  private async read(path: string, optional: boolean): Promise<string | null> {
    const url = new URL(path, this.origin());
    // no-store keeps the browser cache out; the timestamp also defeats proxies that ignore it.
    url.searchParams.set('t', String(this.now()));
    let response: Response;
    try {
      response = await this.fetchImpl(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
    } catch {
      throw new GatewayError(null, 'GET', path);
    }
    if (optional && response.status === 404) return null;
    if (!response.ok) throw new GatewayError(response.status, 'GET', path);
    const body = (await response.json().catch(() => null)) as { version?: unknown; id?: unknown } | null;
    const version = body?.id ?? body?.version;
    if (typeof version !== 'string' || version === '') {
      throw new GatewayError(response.status, 'GET', path, `${path} carries no version`);
    }
    return version;
  }
}
