import { Link, useLocation } from 'react-router';
import { t } from '../../i18n/i18n';

const isGamesArea = (pathname: string): boolean => pathname === '/games' || pathname.startsWith('/games/');

/**
 * The games toggle (spec/1 §2 layout parts): two links between the lottery shop and the games
 * area; the current one is marked with aria-current, so it reads as a switch without scripts.
 */
export function AreaToggle() {
  const games = isGamesArea(useLocation().pathname);
  return (
    <nav className="tw-area-toggle" aria-label={t('layout.areaToggle')}>
      <Link to="/" className="tw-area-toggle__option" aria-current={games ? undefined : 'true'}>
        {t('layout.areaLotteries')}
      </Link>
      <Link to="/games" className="tw-area-toggle__option" aria-current={games ? 'true' : undefined}>
        {t('layout.areaGames')}
      </Link>
    </nav>
  );
}
