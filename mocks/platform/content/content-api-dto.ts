import type { GraphqlResponseDto, PageExistsDto, RedirectDto } from '../../../adapters/http/wire/content.dto';

/** The fake content service (GraphQL) and the product server's page calls. */
export interface ContentApi {
  /**
   * POST /content/graphql. Resolves by `operationName` with the `variables`; the selection set of
   * `query` is not evaluated (every field is answered). Unknown operations and bad variables answer
   * `{errors}` with HTTP 200 like a GraphQL server; a body that is no GraphQL request is 400.
   */
  contentQuery(request: unknown): GraphqlResponseDto;
  /** GET /api/cms/page-exists?path=… (path compared normalised). */
  pageExists(path: string | null): PageExistsDto;
  /** GET /api/cms/redirect?path=… */
  pageRedirect(path: string | null): RedirectDto;
}
