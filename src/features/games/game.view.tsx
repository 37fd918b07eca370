import { observer } from 'mobx-react-lite';
import { Link, useLoaderData, useLocation, useNavigate, useParams } from 'react-router';
import { formatMoney } from '../../../core/domain/money';
import { useLoadedViewModel } from '../../app/container-context';
import { type GameData } from './game.view-model';
import { usePageTitle } from '../../app/use-page-title';
import { t } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { SafeHtmlView } from '../../ui/safe-html';
import { Skeleton } from '../../ui/skeleton';
import { GameFrame, GameRefusal, launchPlatform } from './game-parts.view';
import './games-strings';
import './games.css';
import { GAMES } from './games.module';

/** /games/:slug: details, "Spielen" (real money, logged in), "Demo" and "Vollbild" (the fullscreen dialog); the game runs in a sandboxed iframe. */
const GameView = observer(function GameView() {
  const slug = useParams()['slug'] ?? '';
  const { pathname } = useLocation();
  const vm = useLoadedViewModel(GAMES.gameViewModel, useLoaderData<GameData>(), (v, d) => v.accept(d));
  const navigate = useNavigate();
  // One session at a time: the fullscreen dialog starts its own (same mode), so the one here ends.
  const openFullscreen = () => {
    const demo = vm.session?.demo ?? false;
    vm.leave();
    void navigate(`${pathname}?open-modal=fullscreen&game=${encodeURIComponent(slug)}${demo ? '&demo=1' : ''}`);
  };
  usePageTitle(vm.game?.title ?? t('games.title'));
  const game = vm.game;

  if (vm.status === 'loading')
    return (
      <div className="tw-container tw-page">
        <Skeleton lines={5} />
      </div>
    );
  if (!game) {
    return (
      <div className="tw-container tw-page">
        <h1>{t('games.title')}</h1>
        <Notice tone={vm.status === 'error' ? 'error' : 'info'}>
          {vm.status === 'error' ? t('games.loadError') : t('games.notFound')}
        </Notice>
        <Link to="/games">{t('games.backToGames')}</Link>
      </div>
    );
  }
  const session = vm.session;
  return (
    <div className="tw-container tw-page">
      <p>
        <Link to="/games">{t('games.backToGames')}</Link>
      </p>
      <h1>{game.title}</h1>
      {vm.provider && <p>{t('games.provider', { name: vm.provider.name })}</p>}
      <SafeHtmlView html={game.description} />
      <ul className="tw-game__facts">
        <li>{t('games.stake', { min: formatMoney(game.minStake), max: formatMoney(game.maxStake) })}</li>
        {game.returnToPlayer !== null && (
          <li>{t('games.rtp', { rtp: game.returnToPlayer.toLocaleString('de-DE') })}</li>
        )}
        {game.categories.length > 0 && <li>{`${t('games.categories')}: ${game.categories.join(', ')}`}</li>}
      </ul>
      <div className="tw-game__actions">
        <Button onClick={() => void vm.launch(false, launchPlatform(), pathname)} loading={vm.launching}>
          {t('games.play')}
        </Button>
        {game.demoAvailable && (
          <Button
            variant="secondary"
            onClick={() => void vm.launch(true, launchPlatform(), pathname)}
            disabled={vm.launching}
          >
            {t('games.demo')}
          </Button>
        )}
        <Button variant="ghost" aria-haspopup="dialog" onClick={openFullscreen} disabled={vm.launching}>
          {t('games.fullscreenLink')}
        </Button>
        {session && (
          <Button variant="ghost" onClick={() => vm.leave()}>
            {t('games.close')}
          </Button>
        )}
      </div>
      <GameRefusal vm={vm} back={`/games/${slug}`} />
      {session && (
        <>
          {session.demo && <Notice tone="info">{t('games.demoNotice')}</Notice>}
          <GameFrame vm={vm} className="tw-game__frame" />
        </>
      )}
    </div>
  );
});

export default GameView;
