import { ContainerModule } from 'inversify';
import { CheckPastWinningsUseCase } from '../../../core/use-cases/check-past-winnings.use-case';
import { defineFeature } from '../../composition/feature';
import { provide } from '../../composition/provide';
import { SHARED } from '../../composition/shared.tokens';
import { token } from '../../composition/token';
import { HttpArchiveAggregatesGateway } from '../../../adapters/http/http-archive-aggregates-gateway';
import { RESULTS, resultsFeature } from '../results/results.module';
import type { ArchiveAggregatesGateway } from '../../../ports/archive-aggregates-gateway.port';
import type { DrawsGateway } from '../../../ports/draws-gateway.port';
import type { LotteryStoreGateway } from '../../../ports/lottery-store-gateway.port';
import { WinningCheckViewModel } from './winning-check.view-model';

/** Bound in a browser tab only (the feature's `browser` part): the archive the shop's server packed. */
const ARCHIVE_AGGREGATES = token<ArchiveAggregatesGateway>('winningCheckArchiveGateway');

export const WINNING_CHECK = {
  checkPastWinningsUseCase: token<CheckPastWinningsUseCase>('checkPastWinningsUseCase'),
  winningCheckViewModel: token<WinningCheckViewModel>('winningCheckViewModel'),
} as const;

/** The Gewinnabfrage: what a tip would have won over the archive, packed by the server or loaded through the results feature's cached gateway. */
export const winningCheckFeature = defineFeature({
  name: 'winningCheck',
  tokens: WINNING_CHECK,
  requires: [resultsFeature],
  bindings: new ContainerModule((o) => {
    // A browser tab checks against the archive its server packed (one request); a container
    // without that server (tests, the fake platform in process) loads the archive show by show.
    o.bind(WINNING_CHECK.checkPastWinningsUseCase)
      .toResolvedValue(
        (l: LotteryStoreGateway, d: DrawsGateway, aggregates: ArchiveAggregatesGateway | undefined) =>
          new CheckPastWinningsUseCase(l, d, aggregates ?? null),
        [SHARED.lotteryStoreGateway, RESULTS.drawsGateway, { serviceIdentifier: ARCHIVE_AGGREGATES, optional: true }],
      )
      .inSingletonScope();
    provide(
      o,
      WINNING_CHECK.winningCheckViewModel,
      [WINNING_CHECK.checkPastWinningsUseCase],
      (c) => new WinningCheckViewModel(c),
      'transient',
    );
  }),
  browser: new ContainerModule((o) => {
    provide(o, ARCHIVE_AGGREGATES, [], () => new HttpArchiveAggregatesGateway());
  }),
});
