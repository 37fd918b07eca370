import { API_PATHS } from '../../adapters/http/api-config';

/** How long one answer of the backend counts (a load balancer asks every few seconds). */
const READINESS_TTL_MS = 5_000;
const READINESS_TIMEOUT_MS = 2_000;

/**
 * `/readyz`: ready while the backend answers. It asks a cheap public call (the home page's SEO
 * data) and keeps the verdict a few seconds, so probes from many balancers do not add load.
 */
export function backendReadiness(
  apiBaseUrl: string | (() => string),
  fetchImpl: typeof fetch = fetch,
): () => Promise<boolean> {
  const base = typeof apiBaseUrl === 'string' ? () => apiBaseUrl : apiBaseUrl;
  const url = () => `${base()}${API_PATHS.productServer}/seo/index?language=de&routeName=index`;
  let verdict: { ready: boolean; at: number } | null = null;
  let asking: Promise<boolean> | null = null;
  return () => {
    if (verdict && Date.now() - verdict.at < READINESS_TTL_MS) return Promise.resolve(verdict.ready);
    asking ??= fetchImpl(url(), { signal: AbortSignal.timeout(READINESS_TIMEOUT_MS) })
      .then(
        (response) => response.status < 500,
        () => false,
      )
      .then((ready) => {
        verdict = { ready, at: Date.now() };
        asking = null;
        return ready;
      });
    return asking;
  };
}
