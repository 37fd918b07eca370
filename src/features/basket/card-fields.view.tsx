import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { TextField } from '../../ui/text-field';
import { fieldMessage } from '../../forms/field-message';
import { t } from '../../i18n/i18n';
import type { CardField, CardForm } from './card-form';
import './basket-strings';

const FIELDS: readonly { field: CardField; autoComplete: string; numeric: boolean; maxLength?: number }[] = [
  { field: 'holder', autoComplete: 'cc-name', numeric: false },
  { field: 'number', autoComplete: 'cc-number', numeric: true },
  { field: 'expiryMonth', autoComplete: 'cc-exp-month', numeric: true, maxLength: 2 },
  { field: 'expiryYear', autoComplete: 'cc-exp-year', numeric: true, maxLength: 4 },
  { field: 'securityCode', autoComplete: 'cc-csc', numeric: true, maxLength: 4 },
];

/** The new-card fields (holder, number, expiry, CVC); the problem shows at its field once left. */
export const CardFields = observer(function CardFields({ form }: { form: CardForm }) {
  // The rules load with the fields (card.form.ts): the card is checked by the time it is typed.
  useEffect(() => void form.ready().catch(() => undefined), [form]);
  const problem = form.visibleProblem;
  const field = ({ field, autoComplete, numeric, maxLength }: (typeof FIELDS)[number]) => (
    <TextField
      key={field}
      label={t(`payment.card.${field}`)}
      autoComplete={autoComplete}
      inputMode={numeric ? 'numeric' : undefined}
      maxLength={maxLength}
      value={form.card[field]}
      onChange={(e) => form.set(field, e.target.value)}
      onBlur={() => form.touch(field)}
      error={problem?.field === field ? fieldMessage(`card.${field}`, problem) : undefined}
    />
  );
  return (
    <fieldset className="tw-fieldset tw-card-form">
      <legend>{t('payment.cardLegend')}</legend>
      {FIELDS.slice(0, 2).map(field)}
      <div className="tw-cluster">{FIELDS.slice(2).map(field)}</div>
      <p className="tw-muted tw-small">{t('payment.cardSecurity')}</p>
    </fieldset>
  );
});
