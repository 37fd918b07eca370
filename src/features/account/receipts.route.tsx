import type { ClientLoaderFunctionArgs } from 'react-router';
import { PageFallback } from '../../app/page-fallback';
import { playerData, keepOnQueryChange } from '../../app/player-data';
import { resolve } from '../../composition/feature';
import { t } from '../../i18n/i18n';
import { filterFromSearch, queryOf } from './receipts-query';
import { RECEIPTS } from './receipts.module';
import './receipts-strings';

/**
 * The Spielhistorie's receipts, in the browser (the player's tokens live there): the page of the
 * filter the URL asks for. A filter changed on the page is the view model's to load.
 */
export const clientLoader = ({ request }: ClientLoaderFunctionArgs) =>
  playerData((container) =>
    resolve(container, RECEIPTS.loadReceiptsUseCase).execute(
      queryOf(filterFromSearch(new URL(request.url).searchParams)),
    ),
  );

export const shouldRevalidate = keepOnQueryChange;

export function HydrateFallback() {
  return <PageFallback title={t('receipts.title')} />;
}

export { default } from './receipts.view';
