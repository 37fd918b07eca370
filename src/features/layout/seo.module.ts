import { ContainerModule } from 'inversify';
import { CachedSeoGateway } from '../../../adapters/cache/cached-seo-gateway';
import { HttpSeoGateway } from '../../../adapters/http/http-seo-gateway';
import { LoadSeoUseCase } from '../../../core/use-cases/load-seo.use-case';
import type { SeoGateway } from '../../../ports/seo-gateway.port';
import { defineFeature } from '../../composition/feature';
import { provide } from '../../composition/provide';
import { HTTP_CLIENT, SHARED } from '../../composition/shared.tokens';
import { token } from '../../composition/token';

export const SEO = {
  seoGateway: token<SeoGateway>('seoGateway'),
  loadSeoUseCase: token<LoadSeoUseCase>('loadSeoUseCase'),
} as const;

/**
 * The route's SEO data (spec/2 §7.7), asked for by the root route's loader on the server only: the
 * browser's code never carries it (the framework leaves loaders out of the browser's build).
 */
export const seoFeature = defineFeature({
  name: 'seo',
  tokens: SEO,
  bindings: new ContainerModule((o) => {
    // SEO data is cached 30 minutes per path, route name and date (spec/2 §9).
    o.onActivation(SEO.seoGateway, (c, inner) => new CachedSeoGateway(inner, c.get(SHARED.clock)));
    provide(o, SEO.loadSeoUseCase, [SEO.seoGateway, SHARED.errorReporter], (s, r) => new LoadSeoUseCase(s, r));
  }),
  http: new ContainerModule((o) => {
    provide(o, SEO.seoGateway, [HTTP_CLIENT], (h) => new HttpSeoGateway(h));
  }),
});
