import { useCallback, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { t } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { Notice } from '../../ui/notice';
import { NumberGrid } from '../../ui/number-grid';
import { TextField } from '../../ui/text-field';
import { tipErrorMessage } from './winning-check-text';
import type { WinningCheckViewModel } from './winning-check.view-model';

const mainNumberLabel = (n: number) => t('winningCheck.numberLabel', { number: n });
const extraNumberLabel = (n: number) => t('winningCheck.extraNumberLabel', { number: n });

/** One Tippfeld on the ticket's number grid (and the Eurozahlen), with clear and remove. */
const TipField = observer(function TipField({ vm, index }: { vm: WinningCheckViewModel; index: number }) {
  // Stable, so a grid whose numbers did not change is not rendered again (NumberGrid is memoised).
  const toggleMain = useCallback((n: number) => vm.toggle(index, 'main', n), [vm, index]);
  const toggleExtra = useCallback((n: number) => vm.toggle(index, 'extra', n), [vm, index]);
  const field = vm.fields[index];
  const rules = vm.rules;
  if (!field || !rules) return null;
  const number = index + 1;
  const label = t('winningCheck.fieldLabel', { index: number });
  return (
    <section
      className={`tw-winning-check__field${vm.errorField === number ? ' tw-winning-check__field--invalid' : ''}`}
      aria-labelledby={`tip-field-${index}`}
      data-testid={`tip-field-${index}`}
    >
      <h3 id={`tip-field-${index}`}>{label}</h3>
      <NumberGrid
        label={label}
        poolSize={rules.mainPool}
        selected={field.main}
        max={rules.mainTips}
        onToggle={toggleMain}
        summaryText={t('winningCheck.selectedSummary', { count: field.main.length, max: rules.mainTips })}
        numberLabel={mainNumberLabel}
      />
      {rules.extraTips > 0 && (
        <NumberGrid
          className="tw-winning-check__extra"
          label={t('winningCheck.extraLabel', { index: number })}
          poolSize={rules.extraPool}
          selected={field.extra}
          max={rules.extraTips}
          columns={6}
          onToggle={toggleExtra}
          summaryText={t('winningCheck.selectedExtraSummary', { count: field.extra.length, max: rules.extraTips })}
          numberLabel={extraNumberLabel}
        />
      )}
      <div className="tw-winning-check__field-actions">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => vm.clearField(index)}
          disabled={field.main.length + field.extra.length === 0}
          aria-label={t('winningCheck.clearField', { index: number })}
        >
          {t('winningCheck.clear')}
        </Button>
        {vm.fields.length > 1 && (
          <Button
            variant="ghost"
            size="sm"
            iconStart={<Icon name="trash" size="sm" />}
            onClick={() => vm.removeField(index)}
            aria-label={t('winningCheck.removeField', { index: number })}
          >
            {t('winningCheck.remove')}
          </Button>
        )}
      </div>
    </section>
  );
});

/** Superzahl 0–9 as toggle buttons in the grid's look; one Tab stop each (ten buttons). */
const SuperNumberPicker = observer(function SuperNumberPicker({ vm }: { vm: WinningCheckViewModel }) {
  const chosen = vm.superNumber;
  return (
    <fieldset className="tw-winning-check__super">
      <legend>{t('winningCheck.superNumber')}</legend>
      <p className="tw-muted tw-small" id="super-number-hint">
        {t('winningCheck.superNumberHint')}
      </p>
      <div className="tw-number-grid">
        <div
          role="group"
          aria-label={t('winningCheck.superNumber')}
          aria-describedby="super-number-hint super-number-state"
          className="tw-number-grid__cells tw-number-grid__cells--cols-10"
        >
          {Array.from({ length: 10 }, (_, digit) => (
            <button
              key={digit}
              type="button"
              className="tw-number-grid__cell"
              aria-label={t('winningCheck.superNumberLabel', { digit })}
              aria-pressed={chosen === digit}
              onClick={() => vm.setSuperNumber(digit)}
            >
              {digit}
            </button>
          ))}
        </div>
        <p id="super-number-state" className="tw-number-grid__summary" aria-live="polite">
          {chosen === null ? t('winningCheck.superNumberNone') : t('winningCheck.superNumberChosen', { digit: chosen })}
        </p>
      </div>
    </fieldset>
  );
});

/** The tip: fields, Superzahl, ticket number, and "Prüfen" (Enter in the ticket number checks too). */
export const WinningCheckForm = observer(function WinningCheckForm({ vm }: { vm: WinningCheckViewModel }) {
  const rules = vm.rules;
  if (!rules) return null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.submit();
  };
  const length = rules.ticketNumberLength;
  return (
    <form className="tw-winning-check__form" onSubmit={onSubmit} aria-labelledby="winning-check-tip" noValidate>
      <h2 id="winning-check-tip">{t('winningCheck.tip')}</h2>
      <div className="tw-winning-check__fields">
        {vm.fields.map((_, index) => (
          <TipField key={index} vm={vm} index={index} />
        ))}
      </div>
      {vm.fields.length < rules.maxFields && (
        <Button variant="secondary" iconStart={<Icon name="plus" size="sm" />} onClick={() => vm.addField()}>
          {t('winningCheck.addField')}
        </Button>
      )}
      {rules.superNumber && <SuperNumberPicker vm={vm} />}
      {length !== null && (
        <TextField
          className="tw-winning-check__ticket"
          label={t('winningCheck.ticketNumber')}
          hint={t('winningCheck.ticketNumberHint', { length })}
          inputMode="numeric"
          autoComplete="off"
          maxLength={length}
          value={vm.ticketNumber}
          onChange={(event) => vm.setTicketNumber(event.target.value)}
        />
      )}
      {vm.error && <Notice tone="error">{tipErrorMessage(vm.error)}</Notice>}
      <div className="tw-winning-check__submit">
        <Button type="submit" loading={vm.phase === 'loading'}>
          {t('winningCheck.submit')}
        </Button>
      </div>
    </form>
  );
});
