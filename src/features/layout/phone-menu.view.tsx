import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, NavLink, useLocation } from 'react-router';
import { Icon } from '../../ui/icon';
import { t } from '../../i18n/i18n';
import { withModal } from '../wallet/wallet-return';
import { SESSION } from '../session/session.module';
import { useService } from '../../app/container-context';
import { AreaToggle } from './area-toggle.view';
import { ContentLink } from './content-link';
import { LAYOUT } from './layout.module';

const PANEL_ID = 'tw-phone-menu';

/**
 * The phone header's menu (issue 25): what the desktop header shows in its top bar and actions but a
 * 390 px screen has no room for: the service links, the Lotterien/Spiele switch, Meine Zahlen,
 * Registrieren or Einzahlen and Abmelden. A disclosure (a button with `aria-expanded` and the panel
 * right after the bar), closed by Escape, by choosing a link and by any navigation. CSS shows the
 * button below 48em only; the panel's content exists only while it is open, so no page ever has
 * two links of one name.
 */
export const PhoneMenu = observer(function PhoneMenu() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const session = useService(SESSION.sessionViewModel);
  const layout = useService(LAYOUT.layoutViewModel);
  // Any navigation (a link in the menu, the back button, a redirect) closes it.
  useEffect(() => setOpen(false), [location.key]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="tw-header__menu-button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name={open ? 'close' : 'menu'} />
        <span className="tw-visually-hidden">{t('layout.menu')}</span>
      </button>
      <div id={PANEL_ID} className="tw-phone-menu" hidden={!open}>
        {open && (
          <div className="tw-container tw-phone-menu__body">
            <nav aria-label={t('layout.menuPanel')}>
              <ul className="tw-phone-menu__list">
                <li>
                  <NavLink to="/meine-zahlen">
                    <Icon name="star" size="sm" /> {t('header.myNumbers')}
                  </NavLink>
                </li>
                {session.loggedIn ? (
                  <>
                    <li>
                      <Link to={withModal(location.pathname, location.search, 'deposit')}>{t('header.deposit')}</Link>
                    </li>
                    <li>
                      <button type="button" className="tw-phone-menu__action" onClick={() => void session.logout()}>
                        {t('header.logout')}
                      </button>
                    </li>
                  </>
                ) : (
                  <li>
                    <Link to="/registrierung/name">{t('header.register')}</Link>
                  </li>
                )}
                {layout.topBar?.map((item) => (
                  <li key={item.id}>
                    <ContentLink url={item.url}>{item.title}</ContentLink>
                  </li>
                ))}
              </ul>
            </nav>
            <AreaToggle />
          </div>
        )}
      </div>
    </>
  );
});
