import { HttpPaymentGateway } from '../../adapters/http/http-payment-gateway';
import { MemoryPaymentGateway } from '../../adapters/memory/memory-payment-gateway';
import { paymentsContract } from './payments.contract';
import { onBothTransports } from './support/both-transports';

onBothTransports(paymentsContract, {
  memory: (platform, tokens) => ({ payments: new MemoryPaymentGateway(platform, tokens) }),
  http: (http) => ({ payments: new HttpPaymentGateway(http) }),
});
