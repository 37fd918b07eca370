import { type ReactNode, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { formatMoney } from '../../../core/domain/money';
import { rowsPerField } from '../../../core/domain/system';
import type { TicketViewModel } from './ticket.view-model';
import { RadioGroup } from '../../ui/radio-group';
import { Select } from '../../ui/select';
import { cx } from '../../ui/class-names';
import { t } from '../../i18n/i18n';
import { systemCode } from './field-type-label';
import './ticket-strings';

/**
 * The choice as a card; on phones (issue 25) folded into one line saying what is chosen, with
 * "Ändern" to unfold it, so the first number field starts in the first screen. Wider screens always
 * show the whole card (CSS ignores the fold there).
 */
function TypeCard({ summary, children }: { summary: string; children: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  return (
    <div className={cx('tw-ticket-type tw-card-surface', !expanded && 'tw-ticket-type--folded')}>
      <div className="tw-ticket-type__fold">
        <p>{summary}</p>
        <button
          type="button"
          className="tw-ticket__chip tw-ticket-type__toggle"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('ticket.typeFold') : t('ticket.typeUnfold')}
        </button>
      </div>
      <div className="tw-ticket-type__body" id={bodyId}>
        {children}
      </div>
    </div>
  );
}

/** The system of a Systemschein, or the KENO type and stake: what every field on the ticket plays. */
export const TicketFieldType = observer(function TicketFieldType({ vm }: { vm: TicketViewModel }) {
  const { config, definition, rules, fieldType } = vm;
  if (!config || !definition || !rules) return null;
  const types = definition.numberFields.types;

  if (rules.kind !== 'system') {
    const chosen = types.find((type) => type.identifier === config.fieldTypeIdentifier);
    const summary = [
      chosen ? t('ticket.kenoTypeShort', { count: chosen.mainTips }) : t('ticket.kenoType'),
      config.fieldStake ? t('ticket.fieldStakeShort', { amount: formatMoney(config.fieldStake) }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
    return (
      <TypeCard summary={summary}>
        <Select
          label={t('ticket.kenoType')}
          hint={t('ticket.kenoTypeHint')}
          value={config.fieldTypeIdentifier ?? ''}
          onChange={(e) => vm.chooseFieldType(e.target.value)}
          options={types.map((type) => ({
            value: type.identifier,
            label: t('ticket.kenoTypeOption', { count: type.mainTips }),
          }))}
        />
        <RadioGroup
          legend={t('ticket.fieldStake')}
          name="field-stake"
          orientation="horizontal"
          value={config.fieldStake ? String(config.fieldStake.fractional) : undefined}
          onChange={(value) => vm.options.setFieldStake(Number(value))}
          options={definition.fieldStakes.map((stake) => ({
            value: String(stake.fractional),
            label: formatMoney(stake),
          }))}
        />
      </TypeCard>
    );
  }

  const lottery = definition.lotteryIdentifier;
  const mains = types.map((type) => type.mainTips);
  const extras = types.map((type) => type.extraTips);
  const hint = rules.fieldTypeFollowsCounts
    ? t('ticket.systemFollowsHint', {
        mainMin: Math.min(...mains),
        mainMax: Math.max(...mains),
        extraMin: Math.min(...extras),
        extraMax: Math.max(...extras),
      })
    : t('ticket.systemChosenHint');
  const summary = fieldType
    ? t('ticket.systemShort', { code: systemCode(fieldType), count: vm.rowsPerField })
    : t('ticket.system');
  return (
    <TypeCard summary={summary}>
      <Select
        label={t('ticket.system')}
        hint={hint}
        value={config.fieldTypeIdentifier ?? ''}
        onChange={(e) => vm.chooseFieldType(e.target.value)}
        options={types.map((type) => ({
          value: type.identifier,
          label: t('ticket.systemOption', { code: systemCode(type), count: rowsPerField(lottery, type) }),
        }))}
      />
      {fieldType && (
        <p className="tw-ticket-type__rows" data-testid="system-rows" aria-live="polite">
          {t('ticket.systemRows', {
            system: t('ticket.systemName', { code: systemCode(fieldType) }),
            count: vm.rowsPerField,
          })}
        </p>
      )}
    </TypeCard>
  );
});
