import { seoContract } from './seo.contract';
import { overHttp } from './support/over-http';

overHttp(seoContract);
