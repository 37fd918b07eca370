import { PageFallback } from '../../app/page-fallback';
import { playerData, keepOnQueryChange } from '../../app/player-data';
import { resolve } from '../../composition/feature';
import { SHARED } from '../../composition/shared.tokens';
import { t } from '../../i18n/i18n';
import './account-strings';

/**
 * Personal data, password and notification settings: the settings, in the browser (the player's
 * tokens live there); the form is filled from the session's player.
 */
export const clientLoader = () => playerData((container) => resolve(container, SHARED.notificationGateway).settings());

export const shouldRevalidate = keepOnQueryChange;

export function HydrateFallback() {
  return <PageFallback title={t('personalData.title')} />;
}

export { default } from './personal-data.view';
