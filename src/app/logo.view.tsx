import { Link } from 'react-router';
import { t } from '../i18n/i18n';

/** The Tippwerk mark, linking home (shop header and registration layout). */
export function Logo() {
  return (
    // The name comes from the content (visible "Tippwerk" plus a hidden hint), not an aria-label,
    // so it starts with the visible text (label-content-name-mismatch).
    <Link to="/" className="tw-logo">
      <span className="tw-logo__mark" aria-hidden="true">
        T
      </span>
      <span className="tw-logo__text">Tippwerk</span>
      <span className="tw-visually-hidden">{t('layout.homeLinkHint')}</span>
    </Link>
  );
}
