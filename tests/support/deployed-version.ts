import { HttpVersionGateway } from '../../adapters/http/http-version-gateway';

/**
 * The app's own origin as the version check sees it: the production HTTP version gateway over a
 * `fetch` that serves `version.json` (no build manifest) with `version`, or answers `status`, or
 * is unreachable (`'offline'`). `calls` counts the reads of version.json.
 */
export function deployedVersion(version = 'test-build') {
  const site = {
    version,
    status: 200 as number | 'offline',
    calls: 0,
    gateway: null as unknown as HttpVersionGateway,
  };
  site.gateway = new HttpVersionGateway(
    () => 'http://tippwerk.test',
    (input) => {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
      if (path !== '/version.json') return Promise.resolve(new Response(null, { status: 404 }));
      site.calls += 1;
      if (site.status === 'offline') return Promise.reject(new TypeError('fetch failed'));
      if (site.status !== 200) return Promise.resolve(new Response(null, { status: site.status }));
      return Promise.resolve(Response.json({ version: site.version }));
    },
  );
  return site;
}
