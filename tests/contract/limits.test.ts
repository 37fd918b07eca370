import { limitsContract } from './limits.contract';
import { overHttp } from './support/over-http';

overHttp(limitsContract);
