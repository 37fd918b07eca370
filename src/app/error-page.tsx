import { t } from '../i18n/i18n';
import { Icon } from '../ui/icon';
import { Button } from '../ui/button';
import { TENANT, type ErrorPageMedia } from './tenant-config';

/** The tenant's video (decorative, muted, never autoplaying for reduced motion) or the status icon. */
function ErrorMedia({ media, notFound }: { media: ErrorPageMedia; notFound: boolean }) {
  if (media.kind === 'icon') return <Icon name={notFound ? 'info' : 'warning'} size="lg" />;
  const still = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return (
    <video
      className="tw-error-page__video"
      style={{ width: '100%', maxWidth: '20rem' }}
      src={media.src}
      aria-hidden="true"
      muted
      loop
      playsInline
      autoPlay={!still}
    />
  );
}

/**
 * Title, status with subtitle, an icon and a way home (a full reload: the app may be broken).
 * `standalone` when the layout itself failed and no header is around it.
 */
export function ErrorPage({
  status,
  standalone = false,
  media = TENANT.errorPageMedia,
}: {
  status: number;
  standalone?: boolean;
  media?: ErrorPageMedia;
}) {
  const notFound = status === 404;
  const goHome = () => {
    if (window.location.pathname === '/') window.location.reload();
    else window.location.assign('/');
  };
  return (
    <section
      className={`tw-error-page tw-container${standalone ? ' tw-error-page--standalone' : ''}`}
      aria-labelledby="error-title"
    >
      <ErrorMedia media={media} notFound={notFound} />
      <h1 id="error-title">{notFound ? t('errorPage.notFoundTitle') : t('errorPage.title')}</h1>
      <p className="tw-error-page__status">
        {t('errorPage.status', { status })} – {notFound ? t('errorPage.notFoundSubtitle') : t('errorPage.subtitle')}
      </p>
      {notFound && <p>{t('errorPage.notFoundCopy')}</p>}
      {notFound && (
        <p>
          {t('errorPage.notFoundLinkIntro')} <a href="/faq">{t('errorPage.notFoundLink')}</a>
        </p>
      )}
      <Button onClick={goHome}>{t('errorPage.home')}</Button>
    </section>
  );
}
