import { t } from '../i18n/i18n';
import { Skeleton } from '../ui/skeleton';

/**
 * What a player page shows until its clientLoader has the player's data (the server renders it
 * too: the tokens live in the browser): the page's heading and placeholders of its content.
 */
export function PageFallback({ title }: { title: string }) {
  return (
    <div className="tw-container tw-page" aria-busy="true">
      <h1>{title}</h1>
      <p className="tw-muted" role="status">
        {t('common.loading')}
      </p>
      <div className="tw-stack">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} shape="block" />
        ))}
      </div>
    </div>
  );
}
