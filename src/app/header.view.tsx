import { observer } from 'mobx-react-lite';
import { Link, NavLink, useLocation } from 'react-router';
import { formatMoney } from '../../core/domain/money';
import { useService } from './container-context';
import { Icon } from '../ui/icon';
import { Button } from '../ui/button';
import { t } from '../i18n/i18n';
import { Logo } from './logo.view';
import { withModal } from '../features/wallet/wallet-return';
import { ContentLink } from '../features/layout/content-link';
import { JackpotBadge } from '../features/layout/jackpot-badge.view';
import { TopBar } from '../features/layout/top-bar.view';
import { AreaToggle } from '../features/layout/area-toggle.view';
import { PhoneMenu } from '../features/layout/phone-menu.view';
import { BASKET } from '../features/basket/basket.module';
import { LAYOUT } from '../features/layout/layout.module';
import { SESSION } from '../features/session/session.module';

/** Static fallback while the content service loads or when it fails: the shop stays usable. */
const FALLBACK_NAV = [
  { to: '/lotto', label: 'nav.lotto' },
  { to: '/eurojackpot', label: 'nav.eurojackpot' },
  { to: '/keno', label: 'nav.keno' },
  { to: '/gluecksspirale', label: 'nav.gluecksspirale' },
  { to: '/gewinnzahlen', label: 'nav.results' },
  { to: '/kundenkonto/spielhistorie', label: 'nav.receipts' },
] as const;

export const Header = observer(function Header() {
  const session = useService(SESSION.sessionViewModel);
  const basket = useService(BASKET.basketViewModel);
  const layout = useService(LAYOUT.layoutViewModel);
  const location = useLocation();
  // The page's own query stays (a mail link's token, list filters): the player comes back to the same page.
  const loginHref = withModal(location.pathname, location.search, 'login');
  const depositHref = withModal(location.pathname, location.search, 'deposit');

  return (
    <header className="tw-header">
      <TopBar items={layout.topBar} />
      <div className="tw-container tw-header__bar">
        <Logo />
        <AreaToggle />
        <nav aria-label={t('nav.main')} className="tw-header__nav">
          <ul>
            {layout.navigation
              ? layout.navigation.map((item) => (
                  <li key={item.id}>
                    <ContentLink url={item.url} nav>
                      {item.title}
                    </ContentLink>
                    <JackpotBadge badge={item.jackpotBadge} />
                  </li>
                ))
              : FALLBACK_NAV.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to}>{t(item.label)}</NavLink>
                  </li>
                ))}
          </ul>
        </nav>
        <div className="tw-header__actions">
          {session.loggedIn ? (
            <>
              <span className="tw-header__balance">
                <span className="tw-visually-hidden">{t('header.balance')}: </span>
                <span data-testid="header-balance">{session.balance ? formatMoney(session.balance) : '…'}</span>
              </span>
              <Link className="tw-header__login tw-header__deposit" to={depositHref}>
                {t('header.deposit')}
              </Link>
              <span className="tw-header__user">
                <Icon name="user" size="sm" /> {session.displayName}
              </span>
              <Button variant="ghost" size="sm" onClick={() => void session.logout()}>
                {t('header.logout')}
              </Button>
            </>
          ) : (
            <>
              <Link className="tw-header__register" to="/registrierung/name">
                {t('header.register')}
              </Link>
              <Link className="tw-header__login" to={loginHref}>
                <Icon name="user" size="sm" /> {t('header.login')}
              </Link>
            </>
          )}
          {/* Meine Zahlen live in this browser, so the link is there logged out too. */}
          <NavLink to="/meine-zahlen" className="tw-header__my-numbers">
            <Icon name="star" size="sm" />
            <span className="tw-header__my-numbers-label">{t('header.myNumbers')}</span>
          </NavLink>
          <Link
            to="/warenkorb"
            className="tw-header__basket"
            aria-label={t('header.basketWithCount', { count: basket.count })}
          >
            <Icon name="basket" />
            <span className="tw-header__basket-count" data-testid="basket-count" aria-hidden="true">
              {basket.count}
            </span>
          </Link>
          <PhoneMenu />
        </div>
      </div>
    </header>
  );
});
