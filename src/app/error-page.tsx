import { t } from '../i18n/i18n';
import { Icon } from '../ui/icon';
import { Button } from '../ui/button';

/**
 * Title, status with subtitle, an icon and a way home (a full reload: the app may be broken).
 * `standalone` when the layout itself failed and no header is around it.
 */
export function ErrorPage({ status, standalone = false }: { status: number; standalone?: boolean }) {
  const notFound = status === 404;
  const goHome = () => {
    if (window.location.pathname === '/') window.location.reload();
    else window.location.assign('/');
  };
  return (
    <section className={`tw-error-page tw-container${standalone ? ' tw-error-page--standalone' : ''}`} aria-labelledby="error-title">
      <Icon name={notFound ? 'info' : 'warning'} size="lg" />
      <h1 id="error-title">{notFound ? t('errorPage.notFoundTitle') : t('errorPage.title')}</h1>
      <p className="tw-error-page__status">
        {t('errorPage.status', { status })} – {notFound ? t('errorPage.notFoundSubtitle') : t('errorPage.subtitle')}
      </p>
      {notFound && <p>{t('errorPage.notFoundCopy')}</p>}
      <Button onClick={goHome}>{t('errorPage.home')}</Button>
    </section>
  );
}
