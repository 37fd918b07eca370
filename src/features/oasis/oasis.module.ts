import { ContainerModule } from 'inversify';
import { LoadGamblingRestrictionsUseCase } from '../../../core/use-cases/load-gambling-restrictions.use-case';
import { RequestSelfExclusionUseCase } from '../../../core/use-cases/request-self-exclusion.use-case';
import { defineFeature } from '../../composition/feature';
import { provide } from '../../composition/provide';
import { SHARED } from '../../composition/shared.tokens';
import { token } from '../../composition/token';
import { SESSION } from '../session/session.module';
import { KenoNoticeViewModel } from './keno-notice.view-model';
import { SelfExclusionViewModel } from './self-exclusion.view-model';

export const OASIS = {
  loadGamblingRestrictionsUseCase: token<LoadGamblingRestrictionsUseCase>('loadGamblingRestrictionsUseCase'),
  requestSelfExclusionUseCase: token<RequestSelfExclusionUseCase>('requestSelfExclusionUseCase'),
  kenoNoticeViewModel: token<KenoNoticeViewModel>('kenoNoticeViewModel'),
  selfExclusionViewModel: token<SelfExclusionViewModel>('selfExclusionViewModel'),
} as const;

/** OASIS, the Selbstsperre and the 5-minute wait for KENO: the limits page's card and the KENO ticket's notice. */
export const oasisFeature = defineFeature({
  name: 'oasis',
  tokens: OASIS,
  bindings: new ContainerModule((o) => {
    provide(
      o,
      OASIS.loadGamblingRestrictionsUseCase,
      [SHARED.limitsGateway, SHARED.clock],
      (l, c) => new LoadGamblingRestrictionsUseCase(l, c),
    );
    provide(
      o,
      OASIS.requestSelfExclusionUseCase,
      [SHARED.limitsGateway, SHARED.clock, SHARED.playerCache],
      (l, c, cache) => new RequestSelfExclusionUseCase(l, c, cache),
    );
    provide(
      o,
      OASIS.kenoNoticeViewModel,
      [OASIS.loadGamblingRestrictionsUseCase, SHARED.scheduler, SHARED.clock],
      (load, scheduler, clock) => new KenoNoticeViewModel(load, scheduler, clock),
      'transient',
    );
    provide(
      o,
      OASIS.selfExclusionViewModel,
      [
        OASIS.loadGamblingRestrictionsUseCase,
        OASIS.requestSelfExclusionUseCase,
        SESSION.sessionViewModel,
        SHARED.clock,
      ],
      (load, request, session, clock) => new SelfExclusionViewModel(load, request, session, clock),
      'transient',
    );
  }),
});
