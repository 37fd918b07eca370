import type { ProductDefinition } from '../domain/lottery';
import type { TicketConfig } from '../domain/ticket';
import { fitTemplate, type TicketTemplate } from '../domain/ticket-template';
import type { IdGenerator } from '../../ports/id-generator.port';
import type { TicketHandoverStore } from '../../ports/ticket-handover-store.port';

/**
 * Opens a ticket screen filled with a template (Meine Zahlen "Spielen", "Erneut spielen"): the
 * template waits in this tab's storage under an id the ticket's address carries, and the screen
 * applies it in the browser after hydration. No numbers in the address, nothing personal on the server.
 */
export class HandOverTicketUseCase {
  constructor(
    private readonly store: TicketHandoverStore,
    private readonly ids: IdGenerator,
  ) {}

  /** The id to put into the ticket's address. */
  execute(template: TicketTemplate): string {
    const id = this.ids.uuid();
    this.store.put(id, template);
    return id;
  }

  /** The ticket handed over under `id`, fitted to the product's screen; null when there is none for this product. */
  receive(id: string, definition: ProductDefinition, fresh: TicketConfig): TicketConfig | null {
    const template = this.store.read(id);
    return template ? fitTemplate(template, definition, fresh) : null;
  }
}
