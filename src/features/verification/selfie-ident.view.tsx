import { observer } from 'mobx-react-lite';
import { providerPageUrl } from '../../app/provider-page';
import { VERIFICATION_METHOD_STEPS } from '../../../core/domain/verification';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { formatDate } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import type { VerificationViewModel } from './verification.view-model';
import { MethodSection } from './method-section.view';
import { stepError } from './verification-text';
import './verification-strings';

const STEPS = VERIFICATION_METHOD_STEPS.selfieIdent;

/** The provider's page: its https address, or the fake ident page of the fake backend. */
function leaveFor(url: string | null): void {
  const target = providerPageUrl(url);
  if (target) window.location.assign(target);
}

/** Selfie ident: data → mobile → verify. */
export const SelfieIdentSection = observer(function SelfieIdentSection({ vm }: { vm: VerificationViewModel }) {
  const step = vm.selfieStep;
  const data = vm.player?.personalData;
  const address = vm.player?.address;
  const result = vm.identityResult;
  return (
    <MethodSection
      title={t('verification.selfieIdent.title')}
      summary={t('verification.selfieIdent.summary')}
      open={vm.openMethod === 'selfieIdent'}
      onToggle={() => vm.toggleMethod('selfieIdent')}
      stepsLabel={t('verification.selfieIdent.stepsLabel')}
      steps={STEPS.map((s) => t(`verification.selfieIdent.steps.${s}`))}
      current={step === 'done' ? STEPS.length : STEPS.indexOf(step)}
    >
      {vm.identFailed && <Notice tone="error">{stepError('ident_start_failed')}</Notice>}
      {step === 'data' && data && address && (
        <div className="tw-stack">
          {result === 'failed_to_identify' && (
            <Notice tone="warning">{t('verification.identResult.failed_to_identify')}</Notice>
          )}
          <p>{t('verification.selfieIdent.dataText')}</p>
          <dl className="tw-verification-data">
            <div>
              <dt>{t('verification.selfieIdent.name')}</dt>
              <dd>{[data.title, data.firstName, data.lastName].filter(Boolean).join(' ')}</dd>
            </div>
            <div>
              <dt>{t('verification.selfieIdent.dateOfBirth')}</dt>
              <dd>{formatDate(`${data.dateOfBirth}T12:00:00Z`)}</dd>
            </div>
            <div>
              <dt>{t('verification.selfieIdent.address')}</dt>
              <dd>{`${address.street} ${address.houseNumber}, ${address.zipCode} ${address.city}`}</dd>
            </div>
          </dl>
          <p className="tw-muted tw-small">{t('verification.selfieIdent.dataWrong')}</p>
          <Button onClick={() => vm.confirmIdentData()}>{t('verification.selfieIdent.dataOk')}</Button>
        </div>
      )}
      {step === 'mobile' && (
        <div className="tw-stack">
          <p>{t('verification.selfieIdent.mobileText')}</p>
          <div className="tw-cluster">
            <Button loading={vm.identStarting} onClick={() => void vm.startSelfieIdent().then(leaveFor)}>
              {t('verification.selfieIdent.start')}
            </Button>
            <Button variant="ghost" onClick={() => vm.editIdentData()}>
              {t('verification.selfieIdent.back')}
            </Button>
          </div>
        </div>
      )}
      {step === 'verify' && result && (
        <Notice
          tone={result === 'fraud' || result === 'too_young' ? 'error' : 'info'}
          action={
            result === 'in_progress' || result === 'in_manual_check' ? (
              <Button size="sm" variant="secondary" loading={vm.loading} onClick={() => void vm.refresh()}>
                {t('verification.flow.retry')}
              </Button>
            ) : undefined
          }
        >
          {t(`verification.identResult.${result}`)}
        </Notice>
      )}
      {step === 'done' && <Notice tone="success">{t('verification.selfieIdent.done')}</Notice>}
    </MethodSection>
  );
});
