import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { formatMoney } from '../../../core/domain/money';
import type { WithdrawError } from '../../../core/use-cases/withdraw.use-case';
import { useViewModel } from '../../app/container-context';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Notice } from '../../ui/notice';
import { errorMessage, t } from '../../i18n/i18n';
import { AmountField, Processing } from './amount-field.view';
import type { WithdrawalFormBlocker } from './withdrawal.view-model';
import './wallet-strings';
import { WALLET } from './wallet.module';

function withdrawalFailureText(error: WithdrawError): string {
  return errorMessage('wallet.withdrawal.errors', error.kind === 'withdrawal_refused' ? error.code : error.kind);
}

/** Where a blocked player can fix it: verification, or storing a bank account. */
const BLOCKER_LINKS: Partial<Record<WithdrawalFormBlocker, { to: string; label: string }>> = {
  verification_needed: { to: '/kundenkonto/alterspruefung', label: 'wallet.withdrawal.toVerification' },
  sepa_account_missing: { to: '/kundenkonto/zahlungsdaten', label: 'wallet.withdrawal.toPaymentData' },
};

/** `open-modal=withdrawal`: payoutable money (winnings) to the stored SEPA account. */
const WithdrawalModal = observer(function WithdrawalModal({ onClose }: { onClose: () => void }) {
  const vm = useViewModel(WALLET.withdrawalViewModel);
  const amount = vm.amount.amount;
  const blocker = vm.blocker;
  const link = blocker ? BLOCKER_LINKS[blocker] : undefined;
  const sepa = vm.sepaAccount;

  return (
    <Modal
      open
      title={t('wallet.withdrawal.title')}
      onClose={onClose}
      size="md"
      closeOnBackdrop={vm.status !== 'processing'}
    >
      <div className="tw-stack">
        {vm.payoutable && (
          <p data-testid="withdrawal-payoutable">
            <strong>{t('wallet.payoutable', { amount: formatMoney(vm.payoutable) })}</strong>
          </p>
        )}
        {vm.status === 'processing' && <Processing text={t('wallet.withdrawal.processing')} />}
        {vm.status === 'success' && vm.withdrawn && (
          <>
            <Notice tone="success" title={t('wallet.withdrawal.successTitle')}>
              <p data-testid="withdrawal-success">
                {t('wallet.withdrawal.success', { amount: formatMoney(vm.withdrawn), iban: sepa?.maskedIban ?? '' })}
              </p>
            </Notice>
            <Button onClick={onClose}>{t('wallet.withdrawal.done')}</Button>
          </>
        )}
        {vm.status === 'failed' && vm.failure && (
          <>
            <Notice tone="error" title={t('wallet.withdrawal.failedTitle')}>
              <p data-testid="withdrawal-failure">{withdrawalFailureText(vm.failure)}</p>
            </Notice>
            <Button onClick={() => vm.edit()}>
              {vm.failure.kind === 'unavailable' ? t('wallet.withdrawal.again') : t('wallet.withdrawal.change')}
            </Button>
          </>
        )}
        {vm.status === 'editing' && blocker && (
          <Notice
            tone={blocker === 'loading' ? 'info' : 'warning'}
            action={
              link && (
                <Link className="tw-text-link" to={link.to} onClick={onClose}>
                  {t(link.label)}
                </Link>
              )
            }
          >
            <p data-testid="withdrawal-blocker">{t(`wallet.withdrawal.blockers.${blocker}`)}</p>
          </Notice>
        )}
        {vm.status === 'editing' && !blocker && sepa && (
          <form noValidate className="tw-stack" onSubmit={(e) => (e.preventDefault(), void vm.submit())}>
            <p className="tw-muted">{t('wallet.withdrawal.intro')}</p>
            <AmountField
              input={vm.amount}
              presets={vm.presets}
              scope="withdrawal"
              presetAllowed={(preset) => vm.presetAllowed(preset)}
              extra={
                vm.payoutable && (
                  <Button size="sm" variant="secondary" onClick={() => vm.chooseAll()}>
                    {t('wallet.amount.all', { amount: formatMoney(vm.payoutable) })}
                  </Button>
                )
              }
            />
            <p data-testid="withdrawal-target">
              {t('wallet.withdrawal.target', { iban: sepa.maskedIban, holder: sepa.accountHolder })}
            </p>
            <Button type="submit" fullWidth>
              {amount && !vm.amount.problem
                ? t('wallet.withdrawal.submit', { amount: formatMoney(amount) })
                : t('wallet.withdrawal.submitPlain')}
            </Button>
          </form>
        )}
      </div>
    </Modal>
  );
});

export default WithdrawalModal;
