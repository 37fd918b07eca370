import { HttpSeoGateway } from '../../adapters/http/http-seo-gateway';
import { MemorySeoGateway } from '../../adapters/memory/memory-seo-gateway';
import { seoContract } from './seo.contract';
import { onBothTransports } from './support/both-transports';

onBothTransports(seoContract, {
  // The memory adapter stands in for the request's origin: the one both-transports.ts uses.
  memory: () => ({ seo: new MemorySeoGateway('http://tippwerk.test') }),
  http: (http) => ({ seo: new HttpSeoGateway(http) }),
});
