import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { formatMoney, type Money } from '../../../core/domain/money';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { fieldMessage } from '../../forms/field-message';
import { t } from '../../i18n/i18n';
import type { AmountInput } from './amount-input';
import './wallet-strings';

interface Props {
  input: AmountInput;
  presets: readonly Money[];
  /** The messages are the field's `{scope}_amount` (validations.deposit_amount.{rule}). */
  scope: 'deposit' | 'withdrawal';
  presetAllowed?: (preset: Money) => boolean;
  /** More quick choices after the presets (e.g. "Alles"). */
  extra?: ReactNode;
}

/** Preset buttons and a free amount in German format; the message names the bound in euros. */
export const AmountField = observer(function AmountField({ input, presets, scope, presetAllowed, extra }: Props) {
  // The rules load with the field (amount.form.ts): the amount is checked by the time it is typed.
  useEffect(() => void input.ready().catch(() => undefined), [input]);
  const problem = input.visibleProblem;
  const error = problem ? fieldMessage(`${scope}_amount`, problem) : undefined;
  return (
    <div className="tw-stack tw-stack--sm">
      <div role="group" aria-label={t('wallet.amount.presets')} className="tw-cluster">
        {presets.map((preset) => (
          <Button
            key={preset.fractional}
            size="sm"
            variant={input.isChosen(preset) ? 'primary' : 'secondary'}
            aria-pressed={input.isChosen(preset)}
            disabled={presetAllowed ? !presetAllowed(preset) : false}
            onClick={() => input.choose(preset)}
          >
            {formatMoney(preset)}
          </Button>
        ))}
        {extra}
      </div>
      <TextField
        label={t('wallet.amount.label')}
        hint={t('wallet.amount.hint')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        suffix="€"
        value={input.text}
        onChange={(e) => input.set(e.target.value)}
        onBlur={() => input.touch()}
        error={error}
      />
    </div>
  );
});

/** While a deposit or payout is under way: the text at once, the spinner after the spec's delay. */
export function Processing({ text }: { text: string }) {
  return (
    <div className="tw-cluster">
      <Spinner label={text} />
      <p>{text}</p>
    </div>
  );
}
