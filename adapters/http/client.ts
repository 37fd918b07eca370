import { createFetch, FetchError, type $Fetch } from 'ofetch';
import { AuthenticationError, GatewayError, NotFoundError } from '../../core/domain/errors';
import type { TokenStore } from '../../ports/token-store.port';
import { API_PATHS, type ApiName } from './api-config';
import type { ErrorBodyDto } from './wire/common.dto';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: Record<string, string | number | boolean | string[] | undefined>;
  body?: unknown;
}

/** A non-2xx answer: names status and calling method; carries the body for 400 handling. */
export class HttpResponseError extends GatewayError {
  override name = 'HttpResponseError';
  constructor(status: number, method: string, path: string, readonly body: ErrorBodyDto) {
    super(status, method, path);
  }
}

// Non-mutating calls are retried once on these statuses; mutating calls never (spec/2 §7).
const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504];
const MUTATING: readonly Method[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** The one HTTP client every gateway uses: JSON, bearer token, retry policy, typed errors. */
export class HttpClient {
  private readonly fetcher: $Fetch;

  constructor(
    baseUrl: string,
    private readonly tokens: TokenStore,
    fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
  ) {
    this.fetcher = createFetch({ fetch: fetchImpl, defaults: { baseURL: baseUrl, retryStatusCodes: RETRY_STATUSES } });
  }

  async request<T>(api: ApiName, method: Method, path: string, options: RequestOptions = {}): Promise<T> {
    const token = this.tokens.read()?.accessToken;
    const fullPath = API_PATHS[api] + path;
    try {
      const result = await this.fetcher<T>(fullPath, {
        method,
        body: options.body as Record<string, unknown> | undefined,
        query: options.query,
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        retry: MUTATING.includes(method) ? 0 : 1,
        retryDelay: 200,
      });
      return (result ?? undefined) as T;
    } catch (error) {
      throw toGatewayError(error, method, fullPath);
    }
  }
}

function toGatewayError(error: unknown, method: string, path: string): GatewayError {
  if (!(error instanceof FetchError) || error.status === undefined) {
    return new GatewayError(null, method, path, 'FetchError: The request failed');
  }
  const status = error.status;
  if (status === 401) return new AuthenticationError(status, method, path);
  if (status === 404) return new NotFoundError(status, method, path);
  return new HttpResponseError(status, method, path, (error.data ?? {}) as ErrorBodyDto);
}

/** The body of a 400 answer, or null when the error is anything else. */
export const badRequestBody = (error: unknown): ErrorBodyDto | null =>
  error instanceof HttpResponseError && error.status === 400 ? error.body : null;
