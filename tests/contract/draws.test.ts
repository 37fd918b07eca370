import { drawsContract } from './draws.contract';
import { overHttp } from './support/over-http';

overHttp(drawsContract);
