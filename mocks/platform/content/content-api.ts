import type { ContentOperation, GraphqlErrorDto, GraphqlResponseDto } from '../../../adapters/http/wire/content.dto';
import type { ContentApi } from './content-api-dto';
import type { PlatformRuntime } from '../context';
import { PlatformError } from '../platform-api';
import { CONTENT_RESOLVERS, type ContentVariables } from './content-resolvers';
import { normalisePagePath } from './content-paths';
import { CONTENT_PAGES } from './pages';
import { REDIRECTS } from './redirects';

const requiredPath = () =>
  new PlatformError(400, { global_errors: ['invalid_request'], attribute_errors: { path: ['required'] } });

const graphqlError = (message: string, code: string): GraphqlResponseDto => ({
  data: null,
  errors: [{ message, extensions: { code } } satisfies GraphqlErrorDto],
});

export function contentApi(runtime: PlatformRuntime): ContentApi {
  return {
    contentQuery: (request) => {
      if (typeof request !== 'object' || request === null)
        throw new PlatformError(400, { global_errors: ['invalid_request'], attribute_errors: {} });
      const { operationName, query, variables } = request as Record<string, unknown>;
      if (typeof operationName !== 'string' || typeof query !== 'string') {
        return graphqlError('A request needs operationName and query', 'BAD_REQUEST');
      }
      if (!Object.hasOwn(CONTENT_RESOLVERS, operationName))
        return graphqlError(`Unknown operation ${operationName}`, 'GRAPHQL_VALIDATION_FAILED');
      if (!new RegExp(`\\b(?:query)\\s+${operationName}\\b`).test(query)) {
        return graphqlError(`The query does not define operation ${operationName}`, 'GRAPHQL_VALIDATION_FAILED');
      }
      const vars = (variables ?? {}) as ContentVariables;
      if (typeof vars !== 'object' || Array.isArray(vars))
        return graphqlError('variables must be an object', 'BAD_USER_INPUT');
      const jackpots = runtime.view((c) => ({ ...c.state.jackpots }));
      const resolved = CONTENT_RESOLVERS[operationName as ContentOperation](vars, { jackpots });
      if (typeof resolved === 'string') return graphqlError(resolved, 'BAD_USER_INPUT');
      return { data: resolved };
    },
    pageExists: (path) => {
      if (!path) throw requiredPath();
      const normalised = normalisePagePath(path);
      return { exists: CONTENT_PAGES.some((page) => page.url === normalised) };
    },
    pageRedirect: (path) => {
      if (!path) throw requiredPath();
      return { redirect: REDIRECTS[normalisePagePath(path)] ?? null };
    },
  };
}
