import type { TicketTemplate } from '../../core/domain/ticket-template';
import type { TicketHandoverStore } from '../../ports/ticket-handover-store.port';

export class MemoryTicketHandoverStore implements TicketHandoverStore {
  private readonly entries = new Map<string, string>();
  put(id: string, template: TicketTemplate): void {
    this.entries.set(id, JSON.stringify(template));
  }
  read(id: string): TicketTemplate | null {
    const json = this.entries.get(id);
    return json ? (JSON.parse(json) as TicketTemplate) : null;
  }
}
