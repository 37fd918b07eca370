import { useNavigate } from 'react-router';
import { Modal } from '../../ui/modal';
import { Button } from '../../ui/button';
import { errorMessage, t } from '../../i18n/i18n';
import './basket-strings';

/** The basket_error modal: one German explanation per purchase error code (spec/2 §8). */
export default function BasketErrorModal({ code, onClose }: { code: string | null; onClose: () => void }) {
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
      <p data-testid="basket-error-text">{errorMessage('basketError.text', kind)}</p>
    </Modal>
  );
}
