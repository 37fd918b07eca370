import { HttpDrawsGateway } from '../../adapters/http/http-draws-gateway';
import { MemoryDrawsGateway } from '../../adapters/memory/memory-draws-gateway';
import { drawsContract } from './draws.contract';
import { onBothTransports } from './support/both-transports';

onBothTransports(drawsContract, {
  memory: (platform) => ({ draws: new MemoryDrawsGateway(platform) }),
  http: (http) => ({ draws: new HttpDrawsGateway(http) }),
});
