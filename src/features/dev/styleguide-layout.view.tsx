import { Link, Outlet } from 'react-router';
import { addTranslations, t } from '../../i18n/i18n';
import devStrings from './dev.de.json';
import { STYLEGUIDE_SECTIONS } from './styleguide-sections';
import './styleguide-layout.css';

addTranslations({ dev: devStrings });

/**
 * The styleguide layout (spec/1 §2): a developer's frame around the design system. A plain title
 * bar and the list of the sections the page shows; no shop header, footer, tab bar, cookie banner
 * or modals, so what is seen is the components alone.
 */
export function StyleguideLayout() {
  return (
    <div className="tw-styleguide-frame" data-testid="styleguide-frame">
      <header className="tw-styleguide-frame__bar">
        <span className="tw-styleguide-frame__title">{t('dev.styleguide.frame')}</span>
        <span className="tw-styleguide-frame__badge">{t('dev.styleguide.badge')}</span>
        <Link to="/">{t('dev.styleguide.toShop')}</Link>
      </header>
      <div className="tw-styleguide-frame__body">
        <nav className="tw-styleguide-frame__nav" aria-labelledby="styleguide-sections">
          <span id="styleguide-sections" className="tw-small tw-muted">
            {t('dev.styleguide.sections')}
          </span>
          <ol>
            {STYLEGUIDE_SECTIONS.map((section) => (
              <li key={section.id}>
                <a className="tw-text-link" href={`#${section.id}`}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <main id="main" className="tw-styleguide-frame__main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
