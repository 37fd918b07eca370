import { MemoryTokenStore } from '../../adapters/memory/memory-token-store';
import { MemoryPlayerGateway } from '../../adapters/memory/memory-player-gateway';
import { MemoryWalletGateway } from '../../adapters/memory/memory-wallet-gateway';
import { MemoryOrderGateway } from '../../adapters/memory/memory-order-gateway';
import { MemoryLotteryStoreGateway } from '../../adapters/memory/memory-lottery-store-gateway';
import { MemoryNotificationGateway } from '../../adapters/memory/memory-notification-gateway';
import { gatewayContract } from './gateways.contract';

gatewayContract('memory adapters', (platform) => {
  const tokens = new MemoryTokenStore();
  return {
    tokens,
    players: new MemoryPlayerGateway(platform, tokens),
    wallet: new MemoryWalletGateway(platform, tokens),
    orders: new MemoryOrderGateway(platform, tokens),
    lotteryStore: new MemoryLotteryStoreGateway(platform, tokens),
    notifications: new MemoryNotificationGateway(platform, tokens),
  };
});
