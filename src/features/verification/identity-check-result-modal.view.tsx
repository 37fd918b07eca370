import { isIdentityCheckResult } from '../../../core/domain/verification';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { t } from '../../i18n/i18n';
import './verification-strings';

/** The identity-check result modal (spec/1 §2): one German explanation per result. */
export default function IdentityCheckResultModal({ result, onClose }: { result: string | null; onClose: () => void }) {
  const known = isIdentityCheckResult(result) ? result : 'unknown';
  return (
    <Modal
      open
      title={t('verification.identResult.title')}
      onClose={onClose}
      size="sm"
      footer={<Button onClick={onClose}>{t('verification.identResult.close')}</Button>}
    >
      <p data-testid="identity-check-result" data-result={known}>
        {t(`verification.identResult.${known}`)}
      </p>
    </Modal>
  );
}
