import type { TicketTemplate } from '../core/domain/ticket-template';

/**
 * A ticket handed to the ticket screen in this tab ("Spielen" in Meine Zahlen, "Erneut spielen"
 * on a receipt), found again by its id in the ticket's address (session storage; memory in tests).
 */
export interface TicketHandoverStore {
  put(id: string, template: TicketTemplate): void;
  /** The template handed over under `id`; it stays, so a reload of the ticket fills it again. */
  read(id: string): TicketTemplate | null;
}
