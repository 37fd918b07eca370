import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router';
import { formatMoney } from '../../../core/domain/money';
import { DEPOSIT_BOUNDS } from '../../../core/domain/wallet-moves';
import type { DepositError } from '../../../core/use-cases/deposit.use-case';
import { useViewModel } from '../../app/container-context';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Notice } from '../../ui/notice';
import { fieldMessage } from '../../forms/field-message';
import { errorMessage, t } from '../../i18n/i18n';
import { PaymentOptions } from '../basket/payment-options.view';
import { AmountField, Processing } from './amount-field.view';
import { useWalletReturn } from './use-wallet-return';
import { providerPageUrl } from '../../app/provider-page';
import './wallet-strings';
import { WALLET } from './wallet.module';

/** One German sentence per failure: the decline reason, the platform's refusal code, or the kind. */
export function depositFailureText(error: DepositError): string {
  const code =
    error.kind === 'payment_declined' ? error.reason : error.kind === 'payment_refused' ? error.code : error.kind;
  // The use case's bounds are the field's rules: the same message as when the field refuses the amount.
  if (error.kind === 'amount_too_low' || error.kind === 'amount_too_high')
    return fieldMessage('deposit_amount', {
      rule: error.kind === 'amount_too_low' ? 'minFractionalValue' : 'maxFractionalValue',
      params: { amount: formatMoney(error.bound) },
    });
  return errorMessage('wallet.deposit.errors', code);
}

/** `open-modal=deposit`: amount, method, and the outcome; 3-D Secure and PayPal come back here (`wallet_return`). */
const DepositModal = observer(function DepositModal({ onClose }: { onClose: () => void }) {
  const vm = useViewModel(WALLET.depositViewModel, (v) => v.start());
  const location = useLocation();
  useWalletReturn(
    (marker) => marker === 'card' || marker === 'paypal',
    (redirectResult) => void vm.resume(redirectResult),
  );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const url = await vm.submit(`${location.pathname}${location.search}`);
    const target = providerPageUrl(url);
    if (target) window.location.assign(target);
  };
  const amount = vm.amount.amount;

  return (
    <Modal
      open
      title={t('wallet.deposit.title')}
      onClose={onClose}
      size="md"
      closeOnBackdrop={vm.status !== 'processing'}
    >
      {vm.status === 'processing' && <Processing text={t('wallet.deposit.processing')} />}
      {vm.status === 'success' && vm.deposited && (
        <div className="tw-stack">
          <Notice tone="success" title={t('wallet.deposit.successTitle')}>
            <p data-testid="deposit-success">{t('wallet.deposit.success', { amount: formatMoney(vm.deposited) })}</p>
            {vm.balance && <p>{t('wallet.deposit.newBalance', { balance: formatMoney(vm.balance) })}</p>}
          </Notice>
          <Button onClick={onClose}>{t('wallet.deposit.done')}</Button>
        </div>
      )}
      {vm.status === 'failed' && vm.failure && (
        <div className="tw-stack">
          <Notice tone="error" title={t('wallet.deposit.failedTitle')}>
            <p data-testid="deposit-failure">{depositFailureText(vm.failure)}</p>
          </Notice>
          <Button onClick={() => vm.edit()}>
            {vm.failure.kind === 'unavailable' ? t('wallet.deposit.again') : t('wallet.deposit.change')}
          </Button>
        </div>
      )}
      {vm.status === 'editing' && (
        <form noValidate className="tw-stack" onSubmit={(e) => void submit(e)}>
          {vm.balance && <p>{t('wallet.deposit.intro', { balance: formatMoney(vm.balance) })}</p>}
          <AmountField input={vm.amount} presets={vm.presets} scope="deposit" />
          <p className="tw-muted tw-small">
            {t('wallet.deposit.bounds', { min: formatMoney(DEPOSIT_BOUNDS.min), max: formatMoney(DEPOSIT_BOUNDS.max) })}
          </p>
          <PaymentOptions selection={vm.payment} />
          {vm.blocker && <Notice tone="warning">{t(`wallet.deposit.blockers.${vm.blocker}`)}</Notice>}
          <Button type="submit" fullWidth disabled={vm.blocker !== null}>
            {amount && !vm.amount.problem
              ? t('wallet.deposit.submit', { amount: formatMoney(amount) })
              : t('wallet.deposit.submitPlain')}
          </Button>
        </form>
      )}
    </Modal>
  );
});

export default DepositModal;
