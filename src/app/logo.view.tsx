import { Link } from 'react-router';
import { t } from '../i18n/i18n';

/** The Tippwerk mark, linking home (shop header and registration layout). */
export function Logo() {
  return (
    <Link to="/" className="tw-logo" aria-label={t('layout.homeLink')}>
      <span className="tw-logo__mark" aria-hidden="true">T</span>
      <span className="tw-logo__text">Tippwerk</span>
    </Link>
  );
}
