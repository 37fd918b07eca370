import { HttpLimitsGateway } from '../../adapters/http/http-limits-gateway';
import { MemoryLimitsGateway } from '../../adapters/memory/memory-limits-gateway';
import { limitsContract } from './limits.contract';
import { onBothTransports } from './support/both-transports';

onBothTransports(limitsContract, {
  memory: (platform, tokens) => ({ limits: new MemoryLimitsGateway(platform, tokens) }),
  http: (http) => ({ limits: new HttpLimitsGateway(http) }),
});
