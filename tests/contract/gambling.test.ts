import { HttpGamblingGateway } from '../../adapters/http/http-gambling-gateway';
import { MemoryGamblingGateway } from '../../adapters/memory/memory-gambling-gateway';
import { gamblingContract } from './gambling.contract';
import { onBothTransports } from './support/both-transports';

onBothTransports(gamblingContract, {
  memory: (platform, tokens) => ({ gambling: new MemoryGamblingGateway(platform, tokens) }),
  http: (http) => ({ gambling: new HttpGamblingGateway(http) }),
});
