import { HttpLotteryStoreGateway } from '../../adapters/http/http-lottery-store-gateway';
import { MemoryLotteryStoreGateway } from '../../adapters/memory/memory-lottery-store-gateway';
import { receiptsContract } from './receipts.contract';
import { onBothTransports } from './support/both-transports';

onBothTransports(receiptsContract, {
  memory: (platform, tokens) => ({ lotteryStore: new MemoryLotteryStoreGateway(platform, tokens) }),
  http: (http) => ({ lotteryStore: new HttpLotteryStoreGateway(http) }),
});
