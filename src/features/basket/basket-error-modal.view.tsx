import { useNavigate } from 'react-router';
import { Modal } from '../../ui/modal';
import { Button } from '../../ui/button';
import { errorMessage, t } from '../../i18n/i18n';
import './basket-strings';
import { oasisPurchaseText } from '../oasis/oasis-text';

/**
 * The basket_error modal: one German explanation per purchase error code (spec/2 §8); OASIS and the
 * 5-minute wait for KENO use the KENO ticket's wording, the wait with its end (`at`) in Berlin time.
 */
export default function BasketErrorModal({
  code,
  at = null,
  onClose,
}: {
  code: string | null;
  at?: string | null;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const kind = code ?? 'generic';
  const insufficient = kind === 'insufficient_funds';
  return (
    <Modal
      open
      title={errorMessage('basketError.title', kind)}
      onClose={onClose}
      size="sm"
      footer={
        <div className="tw-cluster">
          {insufficient && (
            <Button variant="secondary" onClick={() => void navigate('/warenkorb', { replace: true })}>
              {t('basketError.backToBasket')}
            </Button>
          )}
          <Button onClick={onClose}>{t('basketError.close')}</Button>
        </div>
      }
    >
      <p data-testid="basket-error-text">{oasisPurchaseText(kind, at) ?? errorMessage('basketError.text', kind)}</p>
    </Modal>
  );
}
