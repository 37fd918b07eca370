import { useCallback } from 'react';
import { observer } from 'mobx-react-lite';
import type { TicketViewModel } from './ticket.view-model';
import { NumberGrid } from '../../ui/number-grid';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icon';
import { t } from '../../i18n/i18n';
import './ticket-strings';

/**
 * A field's texts (its labels, "3 von 6 Zahlen gewählt"), formatted once per key and numbers: a
 * field renders again on every pick, and formatting a message with values is i18next's slowest
 * path. The values are small counts and indexes, so the memo stays small.
 */
const texts = new Map<string, string>();
function text(key: string, values: Readonly<Record<string, number>>): string {
  const id = `${key} ${Object.values(values).join(' ')}`;
  let message = texts.get(id);
  if (message === undefined) texts.set(id, (message = t(key, values)));
  return message;
}

/** Where a grid's type follows the crossed counts, its summary names the range instead of a target. */
function summary(vm: TicketViewModel, pool: 'main' | 'extra', count: number): string {
  const types = vm.definition?.numberFields.types ?? [];
  const tips = types.map((type) => (pool === 'main' ? type.mainTips : type.extraTips));
  if (vm.rules?.fieldTypeFollowsCounts) {
    const key = pool === 'main' ? 'ticket.selectedRange' : 'ticket.selectedExtraRange';
    return text(key, { count, min: Math.min(...tips), max: Math.max(...tips) });
  }
  const max = pool === 'main' ? (vm.fieldType?.mainTips ?? 0) : (vm.fieldType?.extraTips ?? 0);
  return text(pool === 'main' ? 'ticket.selectedSummary' : 'ticket.selectedExtraSummary', { count, max });
}

/**
 * A number's accessible name ("Zahl 7"), looked up once per number: a ticket renders hundreds of
 * them, and on the server the lookups were a tenth of the page's render time. Numbers are 1–70,
 * so the memo stays small.
 */
function memoLabel(key: string): (n: number) => string {
  const labels = new Map<number, string>();
  return (n) => {
    let label = labels.get(n);
    if (label === undefined) labels.set(n, (label = t(key, { number: n })));
    return label;
  };
}

const mainNumberLabel = memoLabel('ticket.numberLabel');
const extraNumberLabel = memoLabel('ticket.extraNumberLabel');

/**
 * One Tippfeld: the number grid (and the Euro numbers), with its own quick tip, clear and remove
 * buttons. It reads its own field (`fieldAt`), so a pick or a quick tip elsewhere does not render it.
 */
export const TicketField = observer(function TicketField({ vm, index }: { vm: TicketViewModel; index: number }) {
  // Stable, so a grid whose numbers did not change is not rendered again (NumberGrid is memoised).
  const toggleMain = useCallback((n: number) => vm.toggle(index, 'main', n), [vm, index]);
  const toggleExtra = useCallback((n: number) => vm.toggle(index, 'extra', n), [vm, index]);
  const field = vm.fieldAt(index);
  const definition = vm.definition;
  if (!field || !definition) return null;
  const { mainSelectableTips, extraSelectableTips } = definition.numberFields;
  const complete = vm.isComplete(index);
  const label = text('ticket.fieldLabel', { index: index + 1 });
  const several = vm.fieldCount > 1;
  return (
    <section
      className={`tw-ticket-field${complete ? ' tw-ticket-field--complete' : ''}`}
      aria-labelledby={`field-${index}-title`}
      data-testid={`field-${index}`}
    >
      <header className="tw-ticket-field__header">
        <h2 id={`field-${index}-title`}>{vm.rules?.kind === 'system' ? t('ticket.systemField') : label}</h2>
        {complete && <Icon name="check" size="sm" label={t('ticket.fieldComplete')} />}
      </header>
      <NumberGrid
        label={label}
        poolSize={mainSelectableTips}
        selected={field.main}
        max={vm.caps.main}
        columns={mainSelectableTips === 70 ? 10 : 7}
        onToggle={toggleMain}
        summaryText={summary(vm, 'main', field.main.length)}
        numberLabel={mainNumberLabel}
      />
      {extraSelectableTips > 0 && (
        <NumberGrid
          className="tw-ticket-field__extra"
          label={text('ticket.extraLabel', { index: index + 1 })}
          poolSize={extraSelectableTips}
          selected={field.extra}
          max={vm.caps.extra}
          columns={6}
          onToggle={toggleExtra}
          summaryText={summary(vm, 'extra', field.extra.length)}
          numberLabel={extraNumberLabel}
        />
      )}
      <div className="tw-ticket-field__actions">
        <Button
          variant="ghost"
          size="sm"
          iconStart={<Icon name="dice" size="sm" />}
          onClick={() => vm.quickTip({ fieldIndex: index })}
          aria-label={text('ticket.quickTipField', { index: index + 1 })}
        >
          {t('ticket.quickTip')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => vm.clearField(index)}
          disabled={field.main.length + field.extra.length === 0}
          aria-label={text('ticket.clearField', { index: index + 1 })}
        >
          {t('ticket.clear')}
        </Button>
        {several && (
          <Button
            variant="ghost"
            size="sm"
            iconStart={<Icon name="trash" size="sm" />}
            onClick={() => vm.removeField(index)}
            aria-label={text('ticket.removeField', { index: index + 1 })}
          >
            {t('ticket.remove')}
          </Button>
        )}
      </div>
    </section>
  );
});
