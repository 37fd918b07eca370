import { keepOnQueryChange } from '../../app/player-data';
import type { SavedTip } from '../../../core/domain/saved-tip';
import { PageFallback } from '../../app/page-fallback';
import { privatePageHeaders } from '../../app/page-headers';
import { routeContainer } from '../../app/route-container';
import { resolve } from '../../composition/feature';
import { t } from '../../i18n/i18n';
import { MY_NUMBERS } from './my-numbers.module';
import './my-numbers-strings';

export const headers = privatePageHeaders;

/**
 * The tips saved in this browser, read from its storage with the tab's container: no session
 * needed (they are this browser's, logged in or not), and the server has none of them.
 */
export const clientLoader = (): readonly SavedTip[] =>
  resolve(routeContainer(undefined), MY_NUMBERS.listSavedTipsUseCase).execute();

export const shouldRevalidate = keepOnQueryChange;

export function HydrateFallback() {
  return <PageFallback title={t('myNumbers.title')} />;
}

export { default } from './my-numbers.view';
