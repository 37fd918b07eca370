import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { VERIFICATION_METHOD_STEPS } from '../../../core/domain/verification';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { TextField } from '../../ui/text-field';
import { t } from '../../i18n/i18n';
import type { VerificationViewModel } from './verification.view-model';
import { MethodSection } from './method-section.view';
import { SepaAccountFields } from './sepa-account-fields.view';
import { fieldError, stepError } from './verification-text';
import './verification-strings';

const STEPS = VERIFICATION_METHOD_STEPS.microDeposit;

/** Micro deposit: bank → euro → verify. */
export const MicroDepositSection = observer(function MicroDepositSection({ vm }: { vm: VerificationViewModel }) {
  const form = vm.microDeposit;
  const step = vm.microDepositStep;
  const submit = (action: () => Promise<boolean>) => (event: FormEvent) => {
    event.preventDefault();
    void action();
  };
  return (
    <MethodSection
      title={t('verification.microDeposit.title')}
      summary={t('verification.microDeposit.summary')}
      open={vm.openMethod === 'microDeposit'}
      onToggle={() => vm.toggleMethod('microDeposit')}
      stepsLabel={t('verification.microDeposit.stepsLabel')}
      steps={STEPS.map((s) => t(`verification.microDeposit.steps.${s}`))}
      current={step === 'done' ? STEPS.length : STEPS.indexOf(step)}
    >
      {form.failure && <Notice tone="error">{stepError(form.failure)}</Notice>}
      {vm.bankAccount && step !== 'bank' && (
        <p className="tw-muted" data-testid="stored-bank-account">
          {t('verification.microDeposit.storedAccount', {
            iban: vm.bankAccount.maskedIban,
            holder: vm.bankAccount.accountHolder,
          })}
        </p>
      )}
      {step === 'bank' && (
        <form noValidate className="tw-stack" onSubmit={submit(() => form.submitBankDetails())}>
          {form.ibanOutcome === 'invalid' || vm.player?.ibanCheckStatus === 'invalid' ? (
            <Notice tone="error">{t('verification.microDeposit.ibanInvalid')}</Notice>
          ) : (
            <p>{t('verification.microDeposit.bankIntro')}</p>
          )}
          <SepaAccountFields form={form} />
          <Button type="submit" loading={form.busy === 'bank'}>
            {t('verification.microDeposit.saveBank')}
          </Button>
        </form>
      )}
      {step === 'euro' && (
        <div className="tw-stack">
          {(form.ibanOutcome === 'failed' || vm.player?.ibanCheckStatus === 'unchecked') && (
            <Notice tone="info">{t('verification.microDeposit.ibanPending')}</Notice>
          )}
          <p data-testid="micro-deposit-euro">{t('verification.microDeposit.euroText')}</p>
          <p className="tw-muted tw-small">{t('verification.microDeposit.euroHint')}</p>
          <Button loading={form.busy === 'euro'} onClick={() => void form.requestTransfer()}>
            {t('verification.microDeposit.requestTransfer')}
          </Button>
        </div>
      )}
      {step === 'verify' && vm.player?.microDepositVerificationStatus === 'failed' && !form.failure && (
        <Notice tone="error">{stepError('micro_deposit_failed')}</Notice>
      )}
      {step === 'verify' && vm.player?.microDepositVerificationStatus !== 'failed' && (
        <form noValidate className="tw-stack" onSubmit={submit(() => form.confirmCode())}>
          <p>{t('verification.microDeposit.verifyText')}</p>
          <TextField
            label={t('verification.microDeposit.code')}
            name="code"
            autoComplete="one-time-code"
            spellCheck={false}
            value={form.code}
            onChange={(e) => form.set('code', e.target.value)}
            error={fieldError('code', form.errors.code)}
            required
          />
          <Button type="submit" loading={form.busy === 'code'}>
            {t('verification.microDeposit.confirmCode')}
          </Button>
        </form>
      )}
      {step === 'done' && <Notice tone="success">{t('verification.microDeposit.done')}</Notice>}
    </MethodSection>
  );
});
