import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { t } from '../i18n/i18n';
import { useService } from './container-context';
import { ContentLink } from '../features/layout/content-link';
import type { FooterSitemapItem } from '../../core/domain/content';
import { LAYOUT } from '../features/layout/layout.module';

/** Static fallback while the content service loads or when it fails. */
const LINKS = [
  { to: '/agb', label: 'footer.terms' },
  { to: '/datenschutz', label: 'footer.privacy' },
  { to: '/faq', label: 'footer.faq' },
  { to: '/kundenservice', label: 'footer.service' },
] as const;

/** Sitemap items by their group, groups in the order of their first item (rank). */
function groups(items: readonly FooterSitemapItem[]): [string, FooterSitemapItem[]][] {
  const byGroup = new Map<string, FooterSitemapItem[]>();
  for (const item of items) byGroup.set(item.group, [...(byGroup.get(item.group) ?? []), item]);
  return [...byGroup];
}

/**
 * Footer from content (spec/1 §2): trust marks, service links and the sitemap; the 18+ notice and
 * the BZgA help line are ours and always shown (GlüStV), as is "Cookie-Einstellungen".
 */
export const Footer = observer(function Footer() {
  const layout = useService(LAYOUT.layoutViewModel);
  const consent = useService(LAYOUT.cookieConsentViewModel);
  const services = layout.footerServices;
  const sitemap = layout.footerSitemap;

  return (
    <footer className="tw-footer">
      <div className="tw-container tw-footer__inner">
        {sitemap && (
          <nav aria-label={t('footer.sitemap')} className="tw-footer__sitemap">
            {groups(sitemap).map(([group, items]) => (
              <div key={group}>
                <h2 className="tw-footer__heading">{group}</h2>
                <ul className="tw-footer__list">
                  {items.map((item) => (
                    <li key={item.id}>
                      <ContentLink url={item.url}>{item.title}</ContentLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        )}
        <nav aria-label={services ? t('footer.services') : t('footer.nav')}>
          <ul className="tw-footer__links">
            {services
              ? services.map((item) => (
                  <li key={item.id}>
                    <ContentLink url={item.url}>{item.title}</ContentLink>
                  </li>
                ))
              : LINKS.map((l) => (
                  <li key={l.to}>
                    <Link to={l.to}>{t(l.label)}</Link>
                  </li>
                ))}
            <li>
              <button type="button" className="tw-footer__cookie-settings" onClick={() => consent.reopen()}>
                {t('footer.cookieSettings')}
              </button>
            </li>
          </ul>
        </nav>
        {layout.footerTrusts && (
          <ul className="tw-footer__trusts" aria-label={t('footer.trusts')}>
            {layout.footerTrusts.map((trust) => {
              const body = (
                <>
                  {trust.imageUrl && <img src={trust.imageUrl} alt="" width={32} height={32} loading="lazy" />}
                  <strong>{trust.title}</strong> <span>{trust.description}</span>
                </>
              );
              return <li key={trust.id}>{trust.url ? <ContentLink url={trust.url}>{body}</ContentLink> : body}</li>;
            })}
          </ul>
        )}
        <p className="tw-footer__age">
          <strong className="tw-footer__badge">18+</strong> {t('footer.ageNotice')}
        </p>
        <p className="tw-footer__help">{t('footer.addictionHelp')}</p>
        <p className="tw-footer__copy">{t('footer.copyright', { year: 2026 })}</p>
      </div>
    </footer>
  );
});
