import { Link } from 'react-router';
import type { GamePlatform } from '../../../core/domain/game-launch';
import { t } from '../../i18n/i18n';
import { Notice } from '../../ui/notice';
import type { GameViewModel } from './game.view-model';

/**
 * The provider's page runs scripts and forms but never with our origin: `allow-same-origin` only
 * when the page comes from another origin (a real provider needs its own storage), so the fake
 * provider on our origin cannot reach our storage or tokens. No top navigation, no popups.
 */
export function sandboxFor(url: string, ownOrigin: string): string {
  const crossOrigin = new URL(url, ownOrigin).origin !== ownOrigin;
  return crossOrigin ? 'allow-scripts allow-forms allow-same-origin' : 'allow-scripts allow-forms';
}

export const launchPlatform = (): GamePlatform =>
  window.matchMedia('(max-width: 47.99em)').matches ? 'mobile' : 'desktop';

/** The provider's page in its sandboxed frame. */
export function GameFrame({ vm, className }: { vm: GameViewModel; className: string }) {
  const session = vm.session;
  if (!session || !vm.game) return null;
  return (
    <iframe
      key={session.sessionId}
      className={className}
      title={t('games.frameTitle', { title: vm.game.title })}
      src={session.url}
      sandbox={sandboxFor(session.url, window.location.origin)}
      referrerPolicy="no-referrer"
      allow="fullscreen"
    />
  );
}

/** Why a launch was refused, with the way on: log in (and come back to `back`), or verify. */
export function GameRefusal({ vm, back }: { vm: GameViewModel; back: string }) {
  if (!vm.refusal) return null;
  const path = back.replace(/\?.*$/, '');
  const action =
    vm.refusal === 'login_required' ? (
      <Link to={`${path}?open-modal=login&redirect=${encodeURIComponent(back)}`}>{t('games.login')}</Link>
    ) : vm.refusal === 'player_unverified' ? (
      <Link to="/kundenkonto/alterspruefung">{t('games.verify')}</Link>
    ) : undefined;
  return (
    <Notice tone={vm.refusal === 'login_required' ? 'info' : 'error'} action={action}>
      {t(`games.refusal.${vm.refusal}`)}
    </Notice>
  );
}
