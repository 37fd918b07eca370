import { observer } from 'mobx-react-lite';
import { useViewModel } from '../../app/container-context';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { fieldMessage } from '../../forms/field-message';
import { t } from '../../i18n/i18n';
import '../account/account-strings';
import { ACCOUNT } from '../account/account.module';

/** open-modal=forgot_password: asks for a reset link by e-mail. */
const ForgotPasswordModal = observer(function ForgotPasswordModal({ onClose }: { onClose: () => void }) {
  const vm = useViewModel(ACCOUNT.recoveryViewModel);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    void vm.requestLink();
  };
  return (
    <Modal open title={t('recovery.forgotTitle')} onClose={onClose} size="sm">
      {vm.status === 'sent' ? (
        <Notice tone="success">{t('recovery.sent')}</Notice>
      ) : (
        <form noValidate onSubmit={submit} className="tw-stack">
          <p>{t('recovery.forgotText')}</p>
          {vm.status === 'failed' && <Notice tone="error">{t('recovery.unavailable')}</Notice>}
          <TextField
            label={t('login.username')}
            type="email"
            autoComplete="email"
            value={vm.email}
            onChange={(e) => vm.setEmail(e.target.value)}
            error={vm.email && vm.emailProblem ? fieldMessage('email', vm.emailProblem) : undefined}
          />
          <Button type="submit" loading={vm.status === 'sending'} disabled={Boolean(vm.emailProblem)} fullWidth>
            {t('recovery.send')}
          </Button>
        </form>
      )}
    </Modal>
  );
});

export default ForgotPasswordModal;
