import { Link } from 'react-router';
import type { TerminalStep } from '../../../core/domain/registration';
import { Icon } from '../../ui/icon';
import { t } from '../../i18n/i18n';

/** The terminal steps: thanks, pending (not yet ready to play), cancel, error. `restartPath`: where the registration starts in this mode. */
export function RegistrationOutcome({
  step,
  restartPath,
  onRestart,
}: {
  step: TerminalStep;
  restartPath: string;
  onRestart: () => void;
}) {
  return (
    <div className="tw-container tw-page tw-registration-outcome" data-testid={`registration-${step}`}>
      <Icon name={step === 'thanks' ? 'check' : step === 'error' ? 'warning' : 'info'} size="lg" />
      <h1>{t(`registration.outcome.${step}.title`)}</h1>
      <p>{t(`registration.outcome.${step}.text`)}</p>
      <div className="tw-cluster">
        {step === 'thanks' || step === 'pending' ? (
          <>
            <Link className="tw-button tw-button--primary tw-button--md" to="/kundenkonto/alterspruefung">
              {t('registration.outcome.verify')}
            </Link>
            <Link className="tw-button tw-button--secondary tw-button--md" to="/lotto">
              {t('registration.outcome.play')}
            </Link>
          </>
        ) : (
          <Link
            className="tw-button tw-button--primary tw-button--md"
            to={restartPath}
            onClick={step === 'cancel' ? onRestart : undefined}
          >
            {t('registration.outcome.restart')}
          </Link>
        )}
        <Link className="tw-button tw-button--ghost tw-button--md" to="/">
          {t('registration.outcome.home')}
        </Link>
      </div>
    </div>
  );
}
