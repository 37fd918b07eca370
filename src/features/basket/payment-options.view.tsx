import { observer } from 'mobx-react-lite';
import type { PaymentMethod } from '../../../core/domain/player';
import type { PaymentSelection } from './payment-selection';
import { RadioGroup } from '../../ui/radio-group';
import { t } from '../../i18n/i18n';
import { CardFields } from './card-fields.view';
import './basket-strings';

function describe(method: PaymentMethod | null): string {
  const stored = method?.stored;
  if (!method) return t('payment.newCardHint');
  if (stored?.type === 'sepa_direct_debit')
    return t('payment.sepaStored', { iban: stored.maskedIban, holder: stored.accountHolder });
  if (stored?.type === 'adyen_credit_card')
    return t('payment.cardStored', {
      brand: stored.brand,
      digits: stored.lastDigits,
      month: stored.expiryMonth,
      year: stored.expiryYear,
    });
  if (stored && 'paypalEmail' in stored) return stored.paypalEmail;
  if (method.label === 'sepa_direct_debit') return t('payment.sepaMissing');
  return t(`payment.hints.${method.label}`);
}

/** How the part the wallet does not cover is paid (spec/1 §5); the new-card fields when chosen. */
export const PaymentOptions = observer(function PaymentOptions({ selection }: { selection: PaymentSelection }) {
  return (
    <div className="tw-stack" data-testid="payment-options">
      <RadioGroup
        legend={t('payment.legend')}
        name="payment-method"
        value={selection.selected ?? undefined}
        onChange={(value) => selection.select(value as never)}
        options={selection.options.map((o) => ({
          value: o.value,
          label: t(`payment.labels.${o.value}`),
          hint: describe(o.method),
        }))}
      />
      {selection.selected === 'new_card' && <CardFields form={selection.cardForm} />}
    </div>
  );
});
