import type { TicketError } from '../../../core/domain/ticket';
import { errorMessage } from '../../i18n/i18n';

/** German reason why a ticket cannot go into the basket. */
export function ticketErrorMessage(error: TicketError): string {
  switch (error.kind) {
    case 'incomplete_field':
      return errorMessage('errors.ticket', error.kind, { index: error.fieldIndex + 1, count: error.missingMain });
    case 'invalid_number':
      return errorMessage('errors.ticket', error.kind, { index: error.fieldIndex + 1 });
    case 'too_many_fields':
      return errorMessage('errors.ticket', error.kind, { max: error.max });
    case 'invalid_ticket_number':
      return errorMessage('errors.ticket', error.kind, { length: error.length });
    default:
      return errorMessage('errors.ticket', error.kind);
  }
}
