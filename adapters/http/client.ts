import { createFetch, FetchError, type $Fetch } from 'ofetch';
import {
  AuthenticationError,
  ContractViolationError,
  GatewayError,
  NETWORK_FAILURE,
  NETWORK_FAILURE_AFTER_RETRY,
  NotFoundError,
  RequiredParameterError,
} from '../../core/domain/errors';
import type { ErrorReporter } from '../../ports/error-reporter.port';
import type { TokenStore } from '../../ports/token-store.port';
import { API_PATHS, type ApiName } from './api-config';
import { errorForStatus, isErrorShaped } from './http-errors';
import type { ErrorBodyDto } from './wire/common.dto';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: Record<string, string | number | boolean | string[] | undefined>;
  body?: unknown;
  /** bearer (default); user-auth for the game service; none for anonymous calls. */
  auth?: 'bearer' | 'user-auth' | 'none';
  /** What a 404 means for this call: an error (default), null, or an empty list. */
  notFound?: 'throw' | 'null' | 'empty';
  /** Extra request headers (e.g. the game service's Idempotency-Key); never tokens. */
  headers?: Record<string, string>;
  /**
   * Sends the `SKIP_ERROR` request header (spec/2 §7): an answer that is not a 2xx then resolves
   * null instead of raising, and is not reported. For calls whose failure changes nothing.
   */
  skipError?: boolean;
}

/** spec/2 §7: besides a 2xx, an answer carrying this header counts as success for the shared client. */
const SKIP_ERROR_HEADER = 'SKIP_ERROR';

/** Resolves true when a fresh access token is in the token store (then the call is repeated once). */
export type UnauthorizedHandler = () => Promise<boolean>;

const MUTATING = new Set<Method>(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * spec/2 §7, done by ofetch itself: a reading call is tried once more, at once, on a lost
 * connection or one of these statuses; a mutating call never (it may have been carried out).
 */
const RETRY_POLICY = {
  retryStatusCodes: [408, 409, 425, 429, 500, 502, 503, 504],
  retryDelay: 0,
  retriesFor: (method: Method) => (MUTATING.has(method) ? 0 : 1),
};

/** The one HTTP client every gateway uses: JSON, auth header, retry policy, typed errors, reports. */
export class HttpClient {
  private readonly fetcher: $Fetch;
  private unauthorized: UnauthorizedHandler | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly tokens: TokenStore,
    private readonly reporter: ErrorReporter | null = null,
    fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
  ) {
    this.fetcher = createFetch({
      fetch: fetchImpl,
      defaults: {
        baseURL: baseUrl,
        retryStatusCodes: RETRY_POLICY.retryStatusCodes,
        retryDelay: RETRY_POLICY.retryDelay,
      },
    });
  }

  /**
   * An address the backend names in an answer (a PSP's or ident provider's page, a game's launch
   * URL): a path is one of the backend's own pages, so it is read against the backend's address,
   * not the shop's. Absolute addresses and a same-origin backend stay as they are.
   */
  backendPage(url: string): string {
    if (!url.startsWith('/') || url.startsWith('//') || !/^https?:\/\//i.test(this.baseUrl)) return url;
    return new URL(url, this.baseUrl).href;
  }

  /** The session keeper plugs in here: a 401 first tries one (shared) refresh. */
  onUnauthorized(handler: UnauthorizedHandler | null): void {
    this.unauthorized = handler;
  }

  async request<T>(api: ApiName, method: Method, path: string, options: RequestOptions = {}): Promise<T> {
    const fullPath = API_PATHS[api] + path;
    let refreshed = false;
    for (;;) {
      try {
        const result = await this.send<T>(method, fullPath, options);
        if (isErrorShaped(result)) throw this.reported(new ContractViolationError(method, fullPath));
        return result;
      } catch (error) {
        if (!(error instanceof FetchError)) throw error;
        const status = error.status;
        if (status === undefined) {
          // ofetch has already tried a reading call a second time (RETRY_POLICY); a change is never repeated.
          const after = MUTATING.has(method) ? NETWORK_FAILURE : NETWORK_FAILURE_AFTER_RETRY;
          throw this.reported(new GatewayError(null, method, fullPath, after));
        }
        if (error.response?.headers.has(SKIP_ERROR_HEADER)) return (error.data ?? null) as T;
        if (status === 401 && this.recoverable(fullPath, options) && !refreshed) {
          refreshed = true;
          if (await this.unauthorized!()) continue;
        }
        if (options.skipError) return null as T;
        const mapped = errorForStatus(status, method, fullPath, (error.data ?? {}) as ErrorBodyDto);
        if (mapped instanceof NotFoundError && options.notFound === 'null') return null as T;
        if (mapped instanceof NotFoundError && options.notFound === 'empty') return [] as T;
        // 400 form errors, 401 and 404 are answers the caller handles; other statuses are reported too.
        if (mapped.status !== 400 && !(mapped instanceof AuthenticationError) && !(mapped instanceof NotFoundError))
          this.reported(mapped);
        throw mapped;
      }
    }
  }

  private async send<T>(method: Method, fullPath: string, options: RequestOptions): Promise<T> {
    const token = options.auth === 'none' ? undefined : this.tokens.read()?.accessToken;
    const headers: Record<string, string> = { ...options.headers };
    if (options.skipError) headers[SKIP_ERROR_HEADER] = 'true';
    if (token)
      headers[options.auth === 'user-auth' ? 'User-Auth' : 'Authorization'] =
        options.auth === 'user-auth' ? token : `Bearer ${token}`;
    const result = await this.fetcher<T>(fullPath, {
      method,
      body: options.body as Record<string, unknown> | undefined,
      query: options.query,
      headers,
      retry: RETRY_POLICY.retriesFor(method),
    });
    return (result ?? undefined) as T;
  }

  /** 401 on any path not ending /login (and not the refresh itself) may be a stale access token. */
  private recoverable(fullPath: string, options: RequestOptions): boolean {
    return (
      this.unauthorized !== null &&
      options.auth !== 'none' &&
      !fullPath.endsWith('/login') &&
      !fullPath.endsWith('/refresh')
    );
  }

  private reported<E extends GatewayError>(error: E): E {
    // Path only: queries can carry tokens (DELETE /logout?token=…).
    this.reporter?.report({
      source: 'http',
      message: error.message,
      context: { method: error.method, path: error.path, status: error.status },
    });
    return error;
  }
}

/** Fails before any request when a call's main input is missing (spec/2 §5). */
export function requireParam<T>(field: string, value: T | null | undefined | ''): T {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0))
    throw new RequiredParameterError(field);
  return value;
}
