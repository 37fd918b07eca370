import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation, useParams } from 'react-router';
import { formatMoney } from '../../../core/domain/money';
import { useViewModel } from '../../app/container-context';
import { usePageTitle } from '../../app/use-page-title';
import { t } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { SafeHtmlView } from '../../ui/safe-html';
import { Skeleton } from '../../ui/skeleton';
import type { GameViewModel } from './game.view-model';
import './games-strings';
import './games.css';

/**
 * The provider's page runs scripts and forms but never with our origin: `allow-same-origin` only
 * when the page comes from another origin (a real provider needs its own storage), so the fake
 * provider on our origin cannot reach our storage or tokens. No top navigation, no popups.
 */
export function sandboxFor(url: string, ownOrigin: string): string {
  const crossOrigin = new URL(url, ownOrigin).origin !== ownOrigin;
  return crossOrigin ? 'allow-scripts allow-forms allow-same-origin' : 'allow-scripts allow-forms';
}

const platform = () => (window.matchMedia('(max-width: 47.99em)').matches ? 'mobile' : 'desktop');

function Refusal({ vm, slug }: { vm: GameViewModel; slug: string }) {
  if (!vm.refusal) return null;
  const action =
    vm.refusal === 'login_required' ? (
      <Link to={`/games/${encodeURIComponent(slug)}?open-modal=login&redirect=${encodeURIComponent(`/games/${slug}`)}`}>{t('games.login')}</Link>
    ) : vm.refusal === 'player_unverified' ? (
      <Link to="/kundenkonto/alterspruefung">{t('games.verify')}</Link>
    ) : undefined;
  return (
    <Notice tone={vm.refusal === 'login_required' ? 'info' : 'error'} action={action}>
      {t(`games.refusal.${vm.refusal}`)}
    </Notice>
  );
}

/** /games/:slug: details, "Spielen" (real money, logged in) and "Demo"; the game runs in a sandboxed iframe. */
const GameView = observer(function GameView() {
  const slug = useParams()['slug'] ?? '';
  const { pathname } = useLocation();
  const vm = useViewModel('gameViewModel');
  useEffect(() => void vm.load(slug), [vm, slug]);
  usePageTitle(vm.game?.title ?? t('games.title'));
  const game = vm.game;

  if (vm.status === 'loading') return <div className="tw-container tw-page"><Skeleton lines={5} /></div>;
  if (!game) {
    return (
      <div className="tw-container tw-page">
        <h1>{t('games.title')}</h1>
        <Notice tone={vm.status === 'error' ? 'error' : 'info'}>{vm.status === 'error' ? t('games.loadError') : t('games.notFound')}</Notice>
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
        {game.returnToPlayer !== null && <li>{t('games.rtp', { rtp: game.returnToPlayer.toLocaleString('de-DE') })}</li>}
        {game.categories.length > 0 && <li>{`${t('games.categories')}: ${game.categories.join(', ')}`}</li>}
      </ul>
      <div className="tw-game__actions">
        <Button onClick={() => void vm.launch(false, platform(), pathname)} loading={vm.launching}>
          {t('games.play')}
        </Button>
        {game.demoAvailable && (
          <Button variant="secondary" onClick={() => void vm.launch(true, platform(), pathname)} disabled={vm.launching}>
            {t('games.demo')}
          </Button>
        )}
        {session && (
          <Button variant="ghost" onClick={vm.leave}>
            {t('games.close')}
          </Button>
        )}
      </div>
      <Refusal vm={vm} slug={slug} />
      {session && (
        <>
          {session.demo && <Notice tone="info">{t('games.demoNotice')}</Notice>}
          <iframe
            key={session.sessionId}
            className="tw-game__frame"
            title={t('games.frameTitle', { title: game.title })}
            src={session.url}
            sandbox={sandboxFor(session.url, window.location.origin)}
            referrerPolicy="no-referrer"
            allow="fullscreen"
          />
        </>
      )}
    </div>
  );
});

export default GameView;
