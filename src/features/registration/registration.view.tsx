import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useParams } from 'react-router';
import {
  isRegistrationStep,
  isTerminalStep,
  REGISTRATION_STEPS,
  STEP_FIELDS,
  type RegistrationStep,
} from '../../../core/domain/registration';
import { useViewModel } from '../../app/container-context';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { Stepper } from '../../ui/stepper';
import { t } from '../../i18n/i18n';
import { RegistrationField } from './registration-field.view';
import { RegistrationOutcome } from './registration-outcome.view';
import { ZipSuggestions } from './zip-suggestions.view';
import '../account/account-strings';
import { ACCOUNT } from '../account/account.module';

import { SINGLE_STEP } from './registration-mode';

const RegistrationView = observer(function RegistrationView() {
  const { stepName = '' } = useParams();
  const navigate = useNavigate();
  const vm = useViewModel(ACCOUNT.registrationViewModel, (v) => v.load());
  usePageTitle(t('registration.title'));

  if (isTerminalStep(stepName)) return <RegistrationOutcome step={stepName} onRestart={() => vm.discard()} />;
  const single = SINGLE_STEP && stepName === 'alles';
  const step = (single ? 'password' : stepName) as RegistrationStep;
  const fields = single ? REGISTRATION_STEPS.flatMap((s) => STEP_FIELDS[s]) : STEP_FIELDS[step];

  const go = (target: string | null) => target && void navigate(`/registrierung/${target}`);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (single) {
      const firstBad = REGISTRATION_STEPS.find((s) => !STEP_FIELDS[s].map((f) => vm.check(f)).every(Boolean));
      if (firstBad) return;
    }
    const target = await vm.continueFrom(step);
    if (target === 'name' || (target && isRegistrationStep(target) && single)) return;
    go(target);
  };

  return (
    <div className="tw-registration tw-container tw-page">
      <h1>{t('registration.title')}</h1>
      {!single && (
        <Stepper
          label={t('registration.progress')}
          steps={REGISTRATION_STEPS.map((s) => t(`registration.steps.${s}`))}
          current={REGISTRATION_STEPS.indexOf(step)}
        />
      )}
      <form
        noValidate
        onSubmit={(e) => void submit(e)}
        className="tw-stack tw-registration__form"
        aria-labelledby="registration-step-title"
      >
        <h2 id="registration-step-title">
          {single ? t('registration.singleTitle') : t(`registration.stepTitles.${step}`)}
        </h2>
        {vm.failure && <Notice tone="error">{t(vm.failure)}</Notice>}
        {fields.map((field) => (
          <div key={field}>
            <RegistrationField vm={vm} field={field} />
            {field === 'zipCode' && <ZipSuggestions vm={vm} />}
          </div>
        ))}
        {fields.includes('password') && <p className="tw-muted tw-small">{t('registration.passwordRules')}</p>}
        <div className="tw-cluster tw-cluster--between">
          <Button variant="ghost" onClick={() => go(single ? 'cancel' : vm.back(step))}>
            {step === 'name' || single ? t('registration.cancel') : t('registration.back')}
          </Button>
          <Button type="submit" loading={vm.submitting}>
            {step === 'password' || single ? t('registration.submit') : t('registration.next')}
          </Button>
        </div>
      </form>
      <p className="tw-muted tw-small">
        {t('registration.haveAccount')}{' '}
        <Link className="tw-text-link" to="/?open-modal=login">
          {t('registration.login')}
        </Link>
      </p>
    </div>
  );
});

export default RegistrationView;
