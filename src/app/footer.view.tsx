import { Link } from 'react-router';
import { t } from '../i18n/i18n';

const LINKS = [
  { to: '/agb', label: 'footer.terms' },
  { to: '/datenschutz', label: 'footer.privacy' },
  { to: '/faq', label: 'footer.faq' },
  { to: '/kundenservice', label: 'footer.service' },
] as const;

export function Footer() {
  return (
    <footer className="tw-footer">
      <div className="tw-container tw-footer__inner">
        <nav aria-label={t('footer.nav')}>
          <ul className="tw-footer__links">
            {LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{t(l.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="tw-footer__age">
          <strong className="tw-footer__badge">18+</strong> {t('footer.ageNotice')}
        </p>
        <p className="tw-footer__help">{t('footer.addictionHelp')}</p>
        <p className="tw-footer__copy">{t('footer.copyright', { year: 2026 })}</p>
      </div>
    </footer>
  );
}
