import { ContainerModule } from 'inversify';
import { LaunchGameUseCase } from '../../../core/use-cases/launch-game.use-case';
import { EndGameSessionUseCase } from '../../../core/use-cases/end-game-session.use-case';
import { GamesViewModel } from '../../features/games/games.view-model';
import { GameViewModel } from '../../features/games/game.view-model';
import type { Feature } from '../feature';
import { provide } from '../provide';

/** The games lobby and a running game. */
export const gamesFeature: Feature = {
  name: 'games',
  bindings: new ContainerModule((o) => {
    provide(
      o,
      'launchGameUseCase',
      ['gamblingGateway', 'idGenerator', 'tokenStore'],
      (g, i, t) => new LaunchGameUseCase(g, i, t),
    );
    provide(
      o,
      'endGameSessionUseCase',
      ['gamblingGateway', 'errorReporter'],
      (g, r) => new EndGameSessionUseCase(g, r),
    );
    provide(o, 'gamesViewModel', ['contentGateway'], (c) => new GamesViewModel(c), 'transient');
    provide(
      o,
      'gameViewModel',
      ['contentGateway', 'launchGameUseCase', 'endGameSessionUseCase'],
      (c, l, e) => new GameViewModel(c, l, e),
      'transient',
    );
  }),
};
