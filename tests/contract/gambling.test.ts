import { gamblingContract } from './gambling.contract';
import { overHttp } from './support/over-http';

overHttp(gamblingContract);
