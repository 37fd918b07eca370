import { observer } from 'mobx-react-lite';
import { missingAdditionalData, type Player } from '../../../core/domain/player';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { t } from '../../i18n/i18n';
import type { BasketViewModel } from './basket.view-model';

interface AdditionalDataNoticeProps {
  basket: BasketViewModel;
  player: Player | null;
  /** Opens `additional_data_needed` over the basket (as "Jetzt kaufen" does while data is missing). */
  onAdd: () => void;
}

/**
 * Birth name and birthplace before buying (GwG, GlüStV): what is still missing, or, once saved after
 * "Jetzt kaufen" asked for them, that the player can buy now. Loaded with the basket page only.
 */
export const AdditionalDataNotice = observer(function AdditionalDataNotice({
  basket,
  player,
  onAdd,
}: AdditionalDataNoticeProps) {
  const state = basket.additionalData;
  if (state === 'completed') {
    return (
      <Notice tone="success" title={t('basket.additionalData.completedTitle')}>
        {t('basket.additionalData.completed')}
      </Notice>
    );
  }
  if (state !== 'missing' || !player) return null;
  const missing = missingAdditionalData(player);
  return (
    <Notice
      tone="info"
      action={
        <Button size="sm" variant="secondary" onClick={onAdd}>
          {t('basket.additionalData.add')}
        </Button>
      }
    >
      <p>{t(`basket.additionalData.missing.${missing.length > 1 ? 'both' : missing[0]}`)}</p>
      <p>{t('basket.additionalData.why')}</p>
    </Notice>
  );
});
