import { observer } from 'mobx-react-lite';
import { formatMoney } from '../../../core/domain/money';
import { rowsPerField } from '../../../core/domain/system';
import type { TicketViewModel } from './ticket.view-model';
import { RadioGroup } from '../../ui/radio-group';
import { Select } from '../../ui/select';
import { t } from '../../i18n/i18n';
import { systemCode } from './field-type-label';
import './ticket-strings';

/** The system of a Systemschein, or the KENO type and stake: what every field on the ticket plays. */
export const TicketFieldType = observer(function TicketFieldType({ vm }: { vm: TicketViewModel }) {
  const { config, definition, rules, fieldType } = vm;
  if (!config || !definition || !rules) return null;
  const types = definition.numberFields.types;

  if (rules.kind !== 'system') {
    return (
      <div className="tw-ticket-type tw-card-surface">
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
      </div>
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
  return (
    <div className="tw-ticket-type tw-card-surface">
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
    </div>
  );
});
