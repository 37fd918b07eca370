import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { CONSENT_CATEGORIES, type ConsentCategory } from '../../../core/domain/consent';
import type { CookieCategory } from '../../../core/domain/content';
import { useService } from '../../app/container-context';
import { Button } from '../../ui/button';
import { addTranslations, t } from '../../i18n/i18n';
import './cookie-banner.css';
import { LAYOUT } from './layout.module';
import consentStrings from './cookie-banner.de.json';

// The banner's strings load with its chunk (a returning visitor never loads either).
addTranslations({ consent: consentStrings });

/** Content texts when loaded, else our own short ones (service down): the choice always works. */
function categoryText(categories: readonly CookieCategory[] | null, id: ConsentCategory): CookieCategory {
  return (
    categories?.find((c) => c.id === id) ?? {
      id,
      title: t(`consent.fallback.${id}.title`),
      description: t(`consent.fallback.${id}.description`),
      required: id === 'functional',
      cookies: [],
    }
  );
}

/**
 * The cookie banner: a labelled region at the bottom, not a modal, so the page stays usable and
 * focus is never trapped. It takes focus once when it appears; Escape moves on without deciding.
 */
const CookieBanner = observer(function CookieBanner() {
  const vm = useService(LAYOUT.cookieConsentViewModel);
  const region = useRef<HTMLElement>(null);
  useEffect(() => region.current?.focus(), []);

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from any of its buttons skips the banner; the buttons stay the controls
    <section
      ref={region}
      className="tw-cookie-banner"
      aria-label={t('consent.region')}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') document.getElementById('main')?.focus();
      }}
    >
      <div className="tw-container">
        <h2 id="tw-cookie-title" className="tw-cookie-banner__title">
          {vm.settingsOpen ? t('consent.settingsTitle') : t('consent.title')}
        </h2>
        <p>{t('consent.text')}</p>
        {vm.settingsOpen && (
          <fieldset className="tw-cookie-banner__categories">
            <legend className="tw-visually-hidden">{t('consent.settingsTitle')}</legend>
            {CONSENT_CATEGORIES.map((id) => {
              const category = categoryText(vm.categories, id);
              const required = vm.isRequired(id);
              return (
                <div key={id} className="tw-cookie-banner__category">
                  <label className="tw-cookie-banner__switch">
                    <input
                      type="checkbox"
                      role="switch"
                      checked={vm.isChosen(id)}
                      disabled={required}
                      onChange={() => vm.toggle(id)}
                    />
                    <strong>{category.title}</strong>
                    {required && <span className="tw-cookie-banner__required"> ({t('consent.required')})</span>}
                  </label>
                  <p>{category.description}</p>
                  {category.cookies.length > 0 && (
                    <details>
                      <summary>{t('consent.cookies', { count: category.cookies.length })}</summary>
                      <table className="tw-cookie-banner__cookies">
                        <thead>
                          <tr>
                            <th scope="col">{t('consent.cookieName')}</th>
                            <th scope="col">{t('consent.cookieProvider')}</th>
                            <th scope="col">{t('consent.cookiePurpose')}</th>
                            <th scope="col">{t('consent.cookieDuration')}</th>
                          </tr>
                        </thead>
                        <tbody>
                          {category.cookies.map((cookie) => (
                            <tr key={cookie.name}>
                              <td>{cookie.name}</td>
                              <td>{cookie.provider}</td>
                              <td>{cookie.purpose}</td>
                              <td>{cookie.duration}</td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </details>
                  )}
                </div>
              );
            })}
          </fieldset>
        )}
        <div className="tw-cookie-banner__actions">
          <Button onClick={() => vm.acceptAll()}>{t('consent.acceptAll')}</Button>
          <Button variant="secondary" onClick={() => vm.necessaryOnly()}>
            {t('consent.necessaryOnly')}
          </Button>
          {vm.settingsOpen ? (
            <Button variant="secondary" onClick={() => vm.saveSettings()}>
              {t('consent.save')}
            </Button>
          ) : (
            <Button variant="ghost" onClick={() => vm.openSettings()}>
              {t('consent.settings')}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
});

export default CookieBanner;
