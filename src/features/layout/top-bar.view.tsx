import type { HeaderTopBarNavigationItem } from '../../../core/domain/content';
import { t } from '../../i18n/i18n';
import { ContentLink } from './content-link';

/** Service links above the header (spec/1 §2 "top bar"); nothing until the content has them. */
export function TopBar({ items }: { items: readonly HeaderTopBarNavigationItem[] | null }) {
  if (!items) return null;
  return (
    <nav className="tw-top-bar" aria-label={t('layout.topBar')}>
      <ul className="tw-container tw-top-bar__list">
        {items.map((item) => (
          <li key={item.id}>
            <ContentLink url={item.url}>{item.title}</ContentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
