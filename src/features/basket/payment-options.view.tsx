import { observer } from 'mobx-react-lite';
import type { PaymentMethod } from '../../../core/domain/player';
import type { PaymentSelection } from './payment-selection';
import { RadioGroup } from '../../ui/radio-group';
import { TextField } from '../../ui/text-field';
import { t, validationMessage } from '../../i18n/i18n';

function describe(method: PaymentMethod | null): string {
  const stored = method?.stored;
  if (!method) return t('payment.newCardHint');
  if (stored?.type === 'sepa_direct_debit') return t('payment.sepaStored', { iban: stored.maskedIban, holder: stored.accountHolder });
  if (stored?.type === 'adyen_credit_card') return t('payment.cardStored', { brand: stored.brand, digits: stored.lastDigits, month: stored.expiryMonth, year: stored.expiryYear });
  if (stored && 'paypalEmail' in stored) return stored.paypalEmail;
  if (method.label === 'sepa_direct_debit') return t('payment.sepaMissing');
  return t(`payment.hints.${method.label}`);
}

/** How the part the wallet does not cover is paid (spec/1 §5); the new-card fields when chosen. */
export const PaymentOptions = observer(function PaymentOptions({ selection }: { selection: PaymentSelection }) {
  const problem = selection.visibleCardProblem;
  const cardError = (field: string) => (problem?.field === field ? validationMessage(`card.${field}`, problem.rule) : undefined);
  return (
    <div className="tw-stack" data-testid="payment-options">
      <RadioGroup
        legend={t('payment.legend')}
        name="payment-method"
        value={selection.selected ?? undefined}
        onChange={(value) => selection.select(value as never)}
        options={selection.options.map((o) => ({ value: o.value, label: t(`payment.labels.${o.value}`), hint: describe(o.method) }))}
      />
      {selection.selected === 'new_card' && (
        <fieldset className="tw-fieldset tw-card-form">
          <legend>{t('payment.cardLegend')}</legend>
          <TextField label={t('payment.card.holder')} autoComplete="cc-name" value={selection.card.holder} onChange={(e) => selection.setCard('holder', e.target.value)} onBlur={() => selection.touch('holder')} error={cardError('holder')} />
          <TextField label={t('payment.card.number')} autoComplete="cc-number" inputMode="numeric" value={selection.card.number} onChange={(e) => selection.setCard('number', e.target.value)} onBlur={() => selection.touch('number')} error={cardError('number')} />
          <div className="tw-cluster">
            <TextField label={t('payment.card.expiryMonth')} autoComplete="cc-exp-month" inputMode="numeric" maxLength={2} value={selection.card.expiryMonth} onChange={(e) => selection.setCard('expiryMonth', e.target.value)} onBlur={() => selection.touch('expiryMonth')} error={cardError('expiryMonth')} />
            <TextField label={t('payment.card.expiryYear')} autoComplete="cc-exp-year" inputMode="numeric" maxLength={4} value={selection.card.expiryYear} onChange={(e) => selection.setCard('expiryYear', e.target.value)} onBlur={() => selection.touch('expiryYear')} error={cardError('expiryYear')} />
            <TextField label={t('payment.card.securityCode')} autoComplete="cc-csc" inputMode="numeric" maxLength={4} value={selection.card.securityCode} onChange={(e) => selection.setCard('securityCode', e.target.value)} onBlur={() => selection.touch('securityCode')} error={cardError('securityCode')} />
          </div>
          <p className="tw-muted tw-small">{t('payment.cardSecurity')}</p>
        </fieldset>
      )}
    </div>
  );
});
