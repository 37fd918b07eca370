import { requiredParametersContract } from './required-parameters.contract';
import { overHttp } from './support/over-http';

overHttp(requiredParametersContract);
