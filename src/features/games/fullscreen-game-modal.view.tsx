import { useEffect, useEffectEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router';
import { useViewModel } from '../../app/container-context';
import { t } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Notice } from '../../ui/notice';
import { Skeleton } from '../../ui/skeleton';
import { GameFrame, GameRefusal, launchPlatform } from './game-parts.view';
import './games-strings';
import './games.css';
import { GAMES } from './games.module';

interface FullscreenGameModalProps {
  /** The game's slug (`game=`). */
  readonly slug: string | null;
  /** `demo=1`: play money; otherwise real money (players only, the platform decides). */
  readonly demo: boolean;
  readonly onClose: () => void;
}

/**
 * `open-modal=fullscreen&game=<slug>[&demo=1]`: a game in a full-screen dialog. It starts its own
 * session at the provider on opening and ends it on closing (×, "Spiel beenden", Escape).
 * Keys pressed inside the provider's frame belong to the game; Shift+Tab leads back out.
 */
const FullscreenGameModal = observer(function FullscreenGameModal({ slug, demo, onClose }: FullscreenGameModalProps) {
  const vm = useViewModel(GAMES.gameViewModel);
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  // One launch per opening, from the page it opened on; the view model ends the session when the modal unmounts.
  const openedOn = useEffectEvent(() => location.pathname);
  useEffect(() => {
    if (!slug) return;
    const returnPath = openedOn();
    void vm.load(slug).then(() => vm.launch(demo, launchPlatform(), returnPath));
  }, [vm, slug, demo]);

  const game = vm.game;
  const session = vm.session;
  const title = game ? t('games.fullscreen.title', { title: game.title }) : t('games.fullscreen.fallbackTitle');
  const missing = !slug || vm.status === 'not_found' || vm.status === 'error';

  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      size="fullscreen"
      closeLabel={t('games.fullscreen.close')}
      className="tw-fullscreen-game"
    >
      {missing && (
        <div className="tw-stack">
          <Notice tone={vm.status === 'error' ? 'error' : 'info'}>
            {vm.status === 'error' ? t('games.loadError') : t('games.notFound')}
          </Notice>
          <Link to="/games">{t('games.backToGames')}</Link>
        </div>
      )}
      {!missing && (vm.status === 'loading' || vm.launching) && (
        <div aria-busy="true">
          <p>{t('games.launching')}</p>
          <Skeleton lines={4} />
        </div>
      )}
      {game && !vm.launching && vm.refusal && (
        <div className="tw-stack">
          <GameRefusal vm={vm} back={here} />
          {vm.refusal === 'login_required' && game.demoAvailable && (
            <Button variant="secondary" onClick={() => void vm.launch(true, launchPlatform(), location.pathname)}>
              {t('games.fullscreen.playDemo')}
            </Button>
          )}
        </div>
      )}
      {session && (
        <div className="tw-fullscreen-game__stage">
          <div className="tw-fullscreen-game__bar">
            <p className="tw-small" data-testid="fullscreen-mode">
              {session.demo ? t('games.demoNotice') : t('games.fullscreen.realMoney')}
            </p>
            <Button variant="secondary" size="sm" onClick={onClose}>
              {t('games.close')}
            </Button>
          </div>
          <GameFrame vm={vm} className="tw-fullscreen-game__frame" />
        </div>
      )}
    </Modal>
  );
});

export default FullscreenGameModal;
