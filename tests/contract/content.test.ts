import { HttpContentGateway } from '../../adapters/http/http-content-gateway';
import { HttpPageGateway } from '../../adapters/http/http-page-gateway';
import { graphqlData } from '../../adapters/http/wire/content.mapper';
import type { GraphqlRequestDto, GraphqlResponseDto } from '../../adapters/http/wire/content.dto';
import { MemoryContentGateway } from '../../adapters/memory/memory-content-gateway';
import { MemoryPageGateway } from '../../adapters/memory/memory-page-gateway';
import { platformCall } from '../../adapters/memory/platform-call';
import { contentContract, type ContentWorld } from './content.contract';
import { onBothTransports } from './support/both-transports';

const operationOf = (body: unknown) => (body as GraphqlRequestDto).operationName as Parameters<typeof graphqlData>[0];

onBothTransports<ContentWorld>(contentContract, {
  memory: (platform) => ({
    content: new MemoryContentGateway(platform),
    pages: new MemoryPageGateway(platform),
    rawQuery: async (body) =>
      graphqlData(
        operationOf(body),
        (await platformCall('POST', '/content/graphql', () =>
          platform.contentQuery(body),
        )) as GraphqlResponseDto<never>,
      ),
  }),
  http: (http) => ({
    content: new HttpContentGateway(http),
    pages: new HttpPageGateway(http),
    rawQuery: async (body) =>
      graphqlData(
        operationOf(body),
        await http.request<GraphqlResponseDto<never>>('content', 'POST', '', { body, auth: 'none' }),
      ),
  }),
});
