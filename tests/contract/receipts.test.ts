import { receiptsContract } from './receipts.contract';
import { overHttp } from './support/over-http';

overHttp(receiptsContract);
