import { observer } from 'mobx-react-lite';
import { useService } from '../../app/container-context';
import { t } from '../../i18n/i18n';
import { ContentLink } from './content-link';
import { JackpotBadge } from './jackpot-badge.view';
import { LAYOUT } from './layout.module';

/** The content sidebar (spec/1 §2): lotteries with jackpots and draw days; on the home and landing pages. */
export const Sidebar = observer(function Sidebar() {
  const items = useService(LAYOUT.layoutViewModel).sidebar;
  if (!items) return null;
  return (
    <aside className="tw-sidebar" aria-label={t('layout.sidebar')}>
      <h2 className="tw-sidebar__title">{t('layout.sidebar')}</h2>
      <ul className="tw-sidebar__list">
        {items.map((item) => (
          <li key={item.id} className="tw-sidebar__item">
            <ContentLink url={item.url}>{item.title}</ContentLink>
            {item.subtitle && <span className="tw-sidebar__subtitle">{item.subtitle}</span>}
            <JackpotBadge badge={item.jackpotBadge} />
          </li>
        ))}
      </ul>
    </aside>
  );
});
