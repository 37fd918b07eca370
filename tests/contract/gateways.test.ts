import { inProcess } from '../support/in-process';
import { gatewayContract } from './gateways.contract';

gatewayContract('HTTP adapters, fake platform in process', (platform) => inProcess(platform));
