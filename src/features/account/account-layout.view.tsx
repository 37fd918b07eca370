import { NavLink, Outlet } from 'react-router';
import { t } from '../../i18n/i18n';
import './account.css';

/** Account sub-navigation in the order of spec/1 §2 (overview first); `end` keeps "Übersicht" from matching every sub-page. */
export const ACCOUNT_NAV = [
  { to: '/kundenkonto', label: 'account.nav.overview', end: true },
  { to: '/kundenkonto/alterspruefung', label: 'account.nav.ageVerification', end: false },
  { to: '/kundenkonto/spielhistorie', label: 'account.nav.wagers', end: false },
  { to: '/kundenkonto/zahlungsdaten', label: 'account.nav.paymentData', end: false },
  { to: '/kundenkonto/transaktionen', label: 'account.nav.transactions', end: false },
  { to: '/kundenkonto/ausgaben', label: 'account.nav.spending', end: false },
  { to: '/kundenkonto/limits', label: 'account.nav.limits', end: false },
  { to: '/kundenkonto/daten', label: 'account.nav.personalData', end: false },
] as const;

/** Layout of every /kundenkonto page: the sub-navigation above (phones: a scrollable row) or beside the page. */
export function AccountLayout() {
  return (
    <div className="tw-account">
      <nav aria-label={t('account.nav.label')} className="tw-container tw-account__nav">
        <ul>
          {ACCOUNT_NAV.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end}>
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
