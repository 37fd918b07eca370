import { accountContract } from './account.contract';
import { overHttp } from './support/over-http';

overHttp(accountContract);
