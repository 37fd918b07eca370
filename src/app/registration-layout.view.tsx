import { Link, Outlet } from 'react-router';
import { t } from '../i18n/i18n';

/** Registration layout: logo and a way out, nothing that distracts from the form. */
export function RegistrationLayout() {
  return (
    <div className="tw-app">
      <a className="tw-skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <header className="tw-header">
        <div className="tw-container tw-header__bar">
          <Link to="/" className="tw-logo" aria-label={t('layout.homeLink')}>
            <span className="tw-logo__mark" aria-hidden="true">T</span>
            <span className="tw-logo__text">Tippwerk</span>
          </Link>
        </div>
      </header>
      <main id="main" className="tw-main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="tw-footer">
        <div className="tw-container tw-footer__inner">
          <p className="tw-footer__age">
            <strong className="tw-footer__badge">18+</strong> {t('footer.ageNotice')}
          </p>
        </div>
      </footer>
    </div>
  );
}
