import { ContainerModule } from 'inversify';
import { HttpPageGateway } from '../../../adapters/http/http-page-gateway';
import { ResolveContentPageUseCase } from '../../../core/use-cases/resolve-content-page.use-case';
import { FaqViewModel } from './faq.view-model';
import { WinningProbabilitiesViewModel } from './winning-probabilities.view-model';
import type { PageGateway } from '../../../ports/page-gateway.port';
import { defineFeature } from '../../composition/feature';
import { provide } from '../../composition/provide';
import { HTTP_CLIENT, SHARED } from '../../composition/shared.tokens';
import { token } from '../../composition/token';

export const CONTENT = {
  pageGateway: token<PageGateway>('pageGateway'),
  resolveContentPageUseCase: token<ResolveContentPageUseCase>('resolveContentPageUseCase'),
  faqViewModel: token<FaqViewModel>('faqViewModel'),
  winningProbabilitiesViewModel: token<WinningProbabilitiesViewModel>('winningProbabilitiesViewModel'),
} as const;

/** CMS pages, FAQ, winning probabilities. */
export const contentFeature = defineFeature({
  name: 'content',
  tokens: CONTENT,
  bindings: new ContainerModule((o) => {
    provide(
      o,
      CONTENT.resolveContentPageUseCase,
      [CONTENT.pageGateway, SHARED.contentGateway, SHARED.errorReporter],
      (p, c, r) => new ResolveContentPageUseCase(p, c, r),
    );
    provide(o, CONTENT.faqViewModel, [SHARED.contentGateway], (c) => new FaqViewModel(c), 'transient');
    provide(
      o,
      CONTENT.winningProbabilitiesViewModel,
      [SHARED.contentGateway],
      (c) => new WinningProbabilitiesViewModel(c),
      'transient',
    );
  }),
  http: new ContainerModule((o) => {
    provide(o, CONTENT.pageGateway, [HTTP_CLIENT], (h) => new HttpPageGateway(h));
  }),
});
