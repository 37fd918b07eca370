import { GraphqlContentGateway } from './graphql-content-gateway';
import type { HttpClient } from './client';
import type { GraphqlRequestDto, GraphqlResponseDto } from './wire/content.dto';

/** The content service over HTTP: POST {operationName, query, variables} to /content/graphql, anonymous. */
export class HttpContentGateway extends GraphqlContentGateway {
  constructor(private readonly http: HttpClient) {
    super();
  }

  protected send(body: GraphqlRequestDto): Promise<GraphqlResponseDto | null> {
    return this.http.request<GraphqlResponseDto | null>('content', 'POST', '', { body, auth: 'none' });
  }
}
