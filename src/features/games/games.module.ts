import { ContainerModule } from 'inversify';
import { LaunchGameUseCase } from '../../../core/use-cases/launch-game.use-case';
import { EndGameSessionUseCase } from '../../../core/use-cases/end-game-session.use-case';
import { GamesViewModel } from './games.view-model';
import { GameViewModel } from './game.view-model';
import { defineFeature } from '../../composition/feature';
import { provide } from '../../composition/provide';
import { SHARED } from '../../composition/shared.tokens';
import { token } from '../../composition/token';

export const GAMES = {
  launchGameUseCase: token<LaunchGameUseCase>('launchGameUseCase'),
  endGameSessionUseCase: token<EndGameSessionUseCase>('endGameSessionUseCase'),
  gamesViewModel: token<GamesViewModel>('gamesViewModel'),
  gameViewModel: token<GameViewModel>('gameViewModel'),
} as const;

/** The games lobby and a running game. */
export const gamesFeature = defineFeature({
  name: 'games',
  tokens: GAMES,
  bindings: new ContainerModule((o) => {
    provide(
      o,
      GAMES.launchGameUseCase,
      [SHARED.gamblingGateway, SHARED.idGenerator, SHARED.tokenStore],
      (g, i, t) => new LaunchGameUseCase(g, i, t),
    );
    provide(
      o,
      GAMES.endGameSessionUseCase,
      [SHARED.gamblingGateway, SHARED.errorReporter],
      (g, r) => new EndGameSessionUseCase(g, r),
    );
    provide(o, GAMES.gamesViewModel, [SHARED.contentGateway], (c) => new GamesViewModel(c), 'transient');
    provide(
      o,
      GAMES.gameViewModel,
      [SHARED.contentGateway, GAMES.launchGameUseCase, GAMES.endGameSessionUseCase],
      (c, l, e) => new GameViewModel(c, l, e),
      'transient',
    );
  }),
});
