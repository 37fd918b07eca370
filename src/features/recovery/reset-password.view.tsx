import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router';
import { useViewModel } from '../../app/container-context';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { TextField } from '../../ui/text-field';
import { fieldMessage } from '../../forms/field-message';
import { t } from '../../i18n/i18n';
import '../account/account-strings';
import { ACCOUNT } from '../account/account.module';

/** /passwort-zuruecksetzen?token=… from the recovery mail. */
const ResetPasswordView = observer(function ResetPasswordView() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const vm = useViewModel(ACCOUNT.recoveryViewModel, (v) => void v.checkToken(token));
  usePageTitle(t('recovery.resetTitle'));
  return (
    <div className="tw-container tw-page tw-narrow">
      <h1>{t('recovery.resetTitle')}</h1>
      {vm.status === 'checking' && <p aria-busy="true">{t('recovery.checking')}</p>}
      {vm.status === 'invalid' && (
        <Notice tone="error">
          {t('recovery.invalidLink')}{' '}
          <Link className="tw-text-link" to="/?open-modal=forgot_password">
            {t('recovery.newLink')}
          </Link>
        </Notice>
      )}
      {vm.status === 'failed' && <Notice tone="error">{t('recovery.unavailable')}</Notice>}
      {vm.status === 'done' && (
        <Notice tone="success">
          {t('recovery.done')}{' '}
          <Link className="tw-text-link" to="/?open-modal=login">
            {t('recovery.toLogin')}
          </Link>
        </Notice>
      )}
      {(vm.status === 'valid' || vm.status === 'saving') && (
        <form
          noValidate
          className="tw-stack tw-card-surface"
          onSubmit={(e) => (e.preventDefault(), void vm.reset(token))}
        >
          <TextField
            label={t('recovery.newPassword')}
            type="password"
            autoComplete="new-password"
            value={vm.password}
            onChange={(e) => vm.setPassword(e.target.value)}
            onBlur={() => vm.checkPassword()}
            hint={t('registration.passwordRules')}
            error={vm.passwordProblem ? fieldMessage('password', vm.passwordProblem) : undefined}
          />
          <Button type="submit" loading={vm.status === 'saving'}>
            {t('recovery.save')}
          </Button>
        </form>
      )}
    </div>
  );
});

export default ResetPasswordView;
