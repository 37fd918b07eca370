import { Outlet } from 'react-router';
import { t } from '../i18n/i18n';
import { Logo } from './logo.view';
import { useEffectService } from './container-context';
import { useLandingCapture } from './use-landing-capture';
import { LAYOUT } from '../features/layout/layout.module';

/** Registration layout: logo and a way out, nothing that distracts from the form. */
export function RegistrationLayout() {
  useLandingCapture(useEffectService(LAYOUT.captureLandingUseCase));
  return (
    <div className="tw-app">
      <a className="tw-skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <header className="tw-header">
        <div className="tw-container tw-header__bar">
          <Logo />
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
