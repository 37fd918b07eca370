import { HttpAccountGateway } from '../../adapters/http/http-account-gateway';
import { HttpContentGateway } from '../../adapters/http/http-content-gateway';
import { HttpDrawsGateway } from '../../adapters/http/http-draws-gateway';
import { HttpGamblingGateway } from '../../adapters/http/http-gambling-gateway';
import { HttpLedgerGateway } from '../../adapters/http/http-ledger-gateway';
import { HttpLimitsGateway } from '../../adapters/http/http-limits-gateway';
import { HttpLotteryStoreGateway } from '../../adapters/http/http-lottery-store-gateway';
import { HttpNotificationGateway } from '../../adapters/http/http-notification-gateway';
import { HttpPageGateway } from '../../adapters/http/http-page-gateway';
import { HttpPaymentGateway } from '../../adapters/http/http-payment-gateway';
import { HttpSeoGateway } from '../../adapters/http/http-seo-gateway';
import { HttpVerificationGateway } from '../../adapters/http/http-verification-gateway';
import { HttpWalletGateway } from '../../adapters/http/http-wallet-gateway';
import { MemoryAccountGateway } from '../../adapters/memory/memory-account-gateway';
import { MemoryContentGateway } from '../../adapters/memory/memory-content-gateway';
import { MemoryDrawsGateway } from '../../adapters/memory/memory-draws-gateway';
import { MemoryGamblingGateway } from '../../adapters/memory/memory-gambling-gateway';
import { MemoryLedgerGateway } from '../../adapters/memory/memory-ledger-gateway';
import { MemoryLimitsGateway } from '../../adapters/memory/memory-limits-gateway';
import { MemoryLotteryStoreGateway } from '../../adapters/memory/memory-lottery-store-gateway';
import { MemoryNotificationGateway } from '../../adapters/memory/memory-notification-gateway';
import { MemoryPageGateway } from '../../adapters/memory/memory-page-gateway';
import { MemoryPaymentGateway } from '../../adapters/memory/memory-payment-gateway';
import { MemorySeoGateway } from '../../adapters/memory/memory-seo-gateway';
import { MemoryVerificationGateway } from '../../adapters/memory/memory-verification-gateway';
import { MemoryWalletGateway } from '../../adapters/memory/memory-wallet-gateway';
import { requiredParametersContract } from './required-parameters.contract';
import { onBothTransports } from './support/both-transports';

onBothTransports(requiredParametersContract, {
  memory: (platform, tokens) => ({
    accounts: new MemoryAccountGateway(platform, tokens),
    content: new MemoryContentGateway(platform),
    draws: new MemoryDrawsGateway(platform),
    gambling: new MemoryGamblingGateway(platform, tokens),
    ledger: new MemoryLedgerGateway(platform, tokens),
    limits: new MemoryLimitsGateway(platform, tokens),
    lotteryStore: new MemoryLotteryStoreGateway(platform, tokens),
    notifications: new MemoryNotificationGateway(platform, tokens),
    pages: new MemoryPageGateway(platform),
    payments: new MemoryPaymentGateway(platform, tokens),
    seo: new MemorySeoGateway('http://tippwerk.test'),
    verification: new MemoryVerificationGateway(platform, tokens),
    wallet: new MemoryWalletGateway(platform, tokens),
  }),
  http: (http) => ({
    accounts: new HttpAccountGateway(http),
    content: new HttpContentGateway(http),
    draws: new HttpDrawsGateway(http),
    gambling: new HttpGamblingGateway(http),
    ledger: new HttpLedgerGateway(http),
    limits: new HttpLimitsGateway(http),
    lotteryStore: new HttpLotteryStoreGateway(http),
    notifications: new HttpNotificationGateway(http),
    pages: new HttpPageGateway(http),
    payments: new HttpPaymentGateway(http),
    seo: new HttpSeoGateway(http),
    verification: new HttpVerificationGateway(http),
    wallet: new HttpWalletGateway(http),
  }),
});
