import { ContainerModule } from 'inversify';
import { HttpPageGateway } from '../../../adapters/http/http-page-gateway';
import type { HttpClient } from '../../../adapters/http/client';
import { ResolveContentPageUseCase } from '../../../core/use-cases/resolve-content-page.use-case';
import { ContentPageViewModel } from '../../features/content/content-page.view-model';
import { FaqViewModel } from '../../features/content/faq.view-model';
import { WinningProbabilitiesViewModel } from '../../features/content/winning-probabilities.view-model';
import type { Feature } from '../feature';
import { HTTP_CLIENT } from '../http-client';
import { provide } from '../provide';
import { TOKENS } from '../tokens';

/** CMS pages, FAQ, winning probabilities. */
export const contentFeature: Feature = {
  name: 'content',
  bindings: new ContainerModule((o) => {
    provide(
      o,
      'resolveContentPageUseCase',
      ['pageGateway', 'contentGateway', 'errorReporter'],
      (p, c, r) => new ResolveContentPageUseCase(p, c, r),
    );
    provide(
      o,
      'contentPageViewModel',
      ['contentGateway', 'resolveContentPageUseCase', 'errorReporter'],
      (content, resolvePage, reporter) => new ContentPageViewModel({ content, resolvePage, reporter }),
      'transient',
    );
    provide(o, 'faqViewModel', ['contentGateway'], (c) => new FaqViewModel(c), 'transient');
    provide(
      o,
      'winningProbabilitiesViewModel',
      ['contentGateway'],
      (c) => new WinningProbabilitiesViewModel(c),
      'transient',
    );
  }),
  http: new ContainerModule((o) => {
    o.bind(TOKENS.pageGateway)
      .toResolvedValue((h: HttpClient) => new HttpPageGateway(h), [HTTP_CLIENT])
      .inSingletonScope();
  }),
};
