import { observer } from 'mobx-react-lite';
import { Link, NavLink } from 'react-router';
import { useService } from '../../app/container-context';
import { Icon } from '../../ui/icon';
import { t } from '../../i18n/i18n';
import { BASKET } from '../basket/basket.module';
import { SESSION } from '../session/session.module';

/**
 * Bottom navigation on phones (spec/1 §2): Start, Lotterien, Warenkorb, Konto. A labelled nav of
 * plain links (keyboard order follows the page); CSS shows it below 48em only. Exactly the current
 * section is marked (`aria-current="page"`, the `active` class).
 */
export const MobileNav = observer(function MobileNav() {
  const basket = useService(BASKET.basketViewModel);
  const session = useService(SESSION.sessionViewModel);
  return (
    <nav className="tw-mobile-nav" aria-label={t('layout.mobileNav')}>
      <ul>
        <li>
          <NavLink to="/" end>
            <Icon name="home" size="sm" />
            <span>{t('layout.mobileHome')}</span>
          </NavLink>
        </li>
        <li>
          <NavLink to="/gewinnzahlen">
            <Icon name="dice" size="sm" />
            <span>{t('layout.mobileLotteries')}</span>
          </NavLink>
        </li>
        <li>
          <NavLink to="/warenkorb" aria-label={t('layout.mobileBasketCount', { count: basket.count })}>
            <Icon name="basket" size="sm" />
            <span aria-hidden="true">
              {t('layout.mobileBasket')} ({basket.count})
            </span>
          </NavLink>
        </li>
        <li>
          {/* Logged out, Konto opens the login over the page it is on: never the current section. */}
          {session.loggedIn ? (
            <NavLink to="/kundenkonto">
              <Icon name="user" size="sm" />
              <span>{t('layout.mobileAccount')}</span>
            </NavLink>
          ) : (
            <Link to="/?open-modal=login&redirect=%2Fkundenkonto">
              <Icon name="user" size="sm" />
              <span>{t('layout.mobileAccount')}</span>
            </Link>
          )}
        </li>
      </ul>
    </nav>
  );
});
