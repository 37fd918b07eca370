import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { ContentPage } from '../../../core/domain/content';
import { usePageTitle } from '../../app/use-page-title';
import { formatDate } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { SafeHtmlView } from '../../ui/safe-html';
import { Skeleton } from '../../ui/skeleton';
import { Notice } from '../../ui/notice';
import { Button } from '../../ui/button';
import './content.css';
import './content-strings';

/** A content page's article: title, date of the last change, the sanitised body and what the route adds. */
export function ContentArticle({ page, children }: { page: ContentPage; children?: ReactNode }) {
  const navigate = useNavigate();
  usePageTitle(page.title);
  return (
    <article className="tw-container tw-content-page" aria-labelledby="content-title">
      <h1 id="content-title">{page.title}</h1>
      {page.updatedAt && (
        <p className="tw-content-page__updated">{t('content.updatedAt', { date: formatDate(page.updatedAt) })}</p>
      )}
      <SafeHtmlView html={page.html} onInternalLink={(path) => void navigate(path)} />
      {children}
    </article>
  );
}

export function ContentLoading() {
  return (
    <div className="tw-container tw-content-page" role="status" aria-live="polite">
      <span className="tw-visually-hidden">{t('content.loading')}</span>
      <Skeleton lines={1} width="half" className="tw-content-page__title-skeleton" />
      <Skeleton lines={6} />
    </div>
  );
}

export function ContentFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="tw-container tw-content-page">
      <Notice
        tone="error"
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('content.retry')}
          </Button>
        }
      >
        {t('content.loadFailed')}
      </Notice>
    </div>
  );
}
