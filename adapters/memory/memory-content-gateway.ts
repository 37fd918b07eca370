import type { FakePlatformApi } from '../../mocks/platform/platform-api';
import { API_PATHS } from '../http/api-config';
import { GraphqlContentGateway } from '../http/graphql-content-gateway';
import type { GraphqlRequestDto, GraphqlResponseDto } from '../http/wire/content.dto';
import { platformCall } from './platform-call';

/** The content service straight on the fake platform (same queries, mappers and errors as HTTP). */
export class MemoryContentGateway extends GraphqlContentGateway {
  constructor(private readonly platform: FakePlatformApi) {
    super();
  }

  protected send(request: GraphqlRequestDto): Promise<GraphqlResponseDto | null> {
    // A JSON round trip, like the wire: the platform never sees the caller's objects.
    const body = JSON.parse(JSON.stringify(request)) as GraphqlRequestDto;
    return platformCall('POST', API_PATHS.content, () => this.platform.contentQuery(body));
  }
}
