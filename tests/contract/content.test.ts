import { graphqlData } from '../../adapters/http/wire/content.mapper';
import type { GraphqlRequestDto, GraphqlResponseDto } from '../../adapters/http/wire/content.dto';
import { contentContract, type ContentWorld } from './content.contract';
import { overHttp } from './support/over-http';

const operationOf = (body: unknown) => (body as GraphqlRequestDto).operationName as Parameters<typeof graphqlData>[0];

overHttp<ContentWorld>(contentContract, ({ client }) => ({
  rawQuery: async (body) =>
    graphqlData(
      operationOf(body),
      await client.request<GraphqlResponseDto<never>>('content', 'POST', '', { body, auth: 'none' }),
    ),
}));
