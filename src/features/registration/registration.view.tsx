import { observer } from 'mobx-react-lite';
import { Link, useLoaderData, useNavigate, useParams } from 'react-router';
import {
  isTerminalStep,
  REGISTRATION_STEPS,
  STEP_FIELDS,
  type RegistrationStep,
  type TerminalStep,
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
import { firstStepPath, REGISTRATION_PATH, type RegistrationLoaderData } from './registration-mode';

const ALL_FIELDS = REGISTRATION_STEPS.flatMap((s) => STEP_FIELDS[s]);

const RegistrationView = observer(function RegistrationView() {
  const { stepName } = useParams();
  const { mode } = useLoaderData<RegistrationLoaderData>();
  const navigate = useNavigate();
  const vm = useViewModel(ACCOUNT.registrationViewModel, (v) => v.load());
  usePageTitle(t('registration.title'));

  if (stepName !== undefined && isTerminalStep(stepName))
    return <RegistrationOutcome step={stepName} restartPath={firstStepPath(mode)} onRestart={() => vm.discard()} />;
  // Single-step mode: every field on /registrierung itself (the loader sent any step address there).
  const single = mode === 'single-step';
  const step = (single ? 'password' : stepName) as RegistrationStep;
  const fields = single ? ALL_FIELDS : STEP_FIELDS[step];

  const go = (target: RegistrationStep | TerminalStep | 'cancel' | null) =>
    target && void navigate(`${REGISTRATION_PATH}/${target}`);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (single) {
      const target = await vm.submitAll();
      // A refused field (too young, taken e-mail) shows its error on this one page.
      if (target && isTerminalStep(target)) go(target);
      return;
    }
    const target = await vm.continueFrom(step);
    if (target === 'name') return;
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
