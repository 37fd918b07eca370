import { HttpAccountGateway } from '../../adapters/http/http-account-gateway';
import { HttpNotificationGateway } from '../../adapters/http/http-notification-gateway';
import { MemoryAccountGateway } from '../../adapters/memory/memory-account-gateway';
import { MemoryNotificationGateway } from '../../adapters/memory/memory-notification-gateway';
import { accountContract } from './account.contract';
import { onBothTransports } from './support/both-transports';

onBothTransports(accountContract, {
  memory: (platform, tokens) => ({
    accounts: new MemoryAccountGateway(platform, tokens),
    notifications: new MemoryNotificationGateway(platform, tokens),
  }),
  http: (http) => ({ accounts: new HttpAccountGateway(http), notifications: new HttpNotificationGateway(http) }),
});
