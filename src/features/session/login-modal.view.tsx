import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router';
import { useViewModel } from '../../app/container-context';
import { safeRedirectPath } from '../../app/safe-redirect';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';
import { Checkbox } from '../../ui/checkbox';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { fieldMessage } from '../../forms/field-message';
import { errorMessage, t } from '../../i18n/i18n';
import { LOGIN } from './login.module';

interface Props {
  redirect: string | null;
  onClose: () => void;
}

const LoginModal = observer(function LoginModal({ redirect, onClose }: Props) {
  const vm = useViewModel(LOGIN.loginViewModel);
  const navigate = useNavigate();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!(await vm.submit())) return;
    if (redirect) void navigate(safeRedirectPath(redirect), { replace: true });
    else onClose();
  };

  const fieldError = (field: 'username' | 'password') => {
    const failed = vm.fieldErrors[field];
    return failed ? fieldMessage(field, failed) : undefined;
  };

  return (
    <Modal open title={t('login.title')} onClose={onClose} size="sm">
      <form noValidate onSubmit={(e) => void submit(e)} className="tw-stack">
        {vm.failure && <Notice tone="error">{errorMessage('errors.login', vm.failure)}</Notice>}
        <TextField
          label={t('login.username')}
          type="email"
          name="username"
          autoComplete="username"
          inputMode="email"
          value={vm.username}
          onChange={(e) => vm.setUsername(e.target.value)}
          onBlur={() => void vm.validateField('username')}
          error={fieldError('username')}
          required
        />
        <TextField
          label={t('login.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={vm.password}
          onChange={(e) => vm.setPassword(e.target.value)}
          onBlur={() => void vm.validateField('password')}
          error={fieldError('password')}
          required
        />
        <Checkbox
          label={t('login.longSession')}
          hint={t('login.longSessionHint')}
          checked={vm.longLastingSession}
          onChange={(e) => vm.setLongLastingSession(e.target.checked)}
        />
        <Button type="submit" loading={vm.submitting} fullWidth>
          {t('login.submit')}
        </Button>
        <Link className="tw-text-link tw-small" to="/?open-modal=forgot_password">
          {t('recovery.forgotLink')}
        </Link>
        <p className="tw-muted tw-small">
          {t('login.noAccount')}{' '}
          <Link className="tw-text-link" to="/registrierung/name">
            {t('login.register')}
          </Link>
        </p>
      </form>
    </Modal>
  );
});

export default LoginModal;
