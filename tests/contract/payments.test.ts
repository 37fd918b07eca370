import { paymentsContract } from './payments.contract';
import { overHttp } from './support/over-http';

overHttp(paymentsContract);
