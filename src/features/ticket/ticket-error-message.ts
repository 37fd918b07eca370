import type { TicketError } from '../../../core/domain/ticket';
import { errorMessage, t } from '../../i18n/i18n';
import { systemCode } from './field-type-label';
import './ticket-strings';
import '../../i18n/products-strings';

const SCOPE = 'errors.ticket';

/** "6 Zahlen", "6 Zahlen und 3 Eurozahlen". */
function numbersPhrase(main: number, extra: number): string {
  const numbers = t('ticket.count.numbers', { count: main });
  return extra > 0 ? `${numbers} ${t('common.and')} ${t('ticket.count.extras', { count: extra })}` : numbers;
}

function incompleteMessage(error: Extract<TicketError, { kind: 'incomplete_field' }>): string {
  const index = error.fieldIndex + 1;
  if (error.missingMain > 0 && error.missingExtra > 0) {
    const main = t('ticket.count.numbers', { count: error.missingMain });
    const extra = t('ticket.count.extras', { count: error.missingExtra });
    return errorMessage(SCOPE, 'incomplete_field_both', { index, main, extra });
  }
  if (error.missingExtra > 0)
    return errorMessage(SCOPE, 'incomplete_field_extra', { index, count: error.missingExtra });
  return errorMessage(SCOPE, 'incomplete_field', { index, count: error.missingMain });
}

/** German reason why a ticket cannot go into the basket. */
export function ticketErrorMessage(error: TicketError): string {
  switch (error.kind) {
    case 'incomplete_field':
      return incompleteMessage(error);
    case 'too_many_numbers':
      return errorMessage(SCOPE, error.kind, {
        index: error.fieldIndex + 1,
        allowed: numbersPhrase(error.mainTips, error.extraTips),
      });
    case 'system_numbers':
      return errorMessage(SCOPE, error.kind, {
        system: systemCode(error),
        numbers: numbersPhrase(error.mainTips, error.extraTips),
      });
    case 'invalid_number':
      return errorMessage(SCOPE, error.kind, { index: error.fieldIndex + 1 });
    case 'too_many_fields':
    case 'too_many_ticket_numbers':
      return errorMessage(SCOPE, error.kind, { max: error.max });
    case 'invalid_ticket_number':
      return error.index === null
        ? errorMessage(SCOPE, error.kind, { length: error.length })
        : errorMessage(SCOPE, 'invalid_los_number', { length: error.length, index: error.index + 1 });
    case 'duplicate_ticket_number':
      return errorMessage(SCOPE, error.kind, { index: error.index + 1 });
    case 'addon_without_draw':
      return errorMessage(SCOPE, error.kind, {
        addon: t(`addons.${error.identifier}`),
        days: error.drawEvents.map((e) => t(`drawEvents.${e}`)).join(', '),
      });
    default:
      return errorMessage(SCOPE, error.kind);
  }
}
