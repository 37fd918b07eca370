import { parseTicketTemplate } from '../../core/domain/ticket-template-parse';
import type { TicketTemplate } from '../../core/domain/ticket-template';
import type { TicketHandoverStore } from '../../ports/ticket-handover-store.port';

const KEY = 'tippwerk.ticketHandover.v1';
/** The last few hand-overs of this tab: back and reload find theirs, and the list stays small. */
const KEPT = 5;
const MAX_CHARS = 50_000;

type Entry = { readonly id: string; readonly template: TicketTemplate };

/**
 * Hand-overs to the ticket screen in sessionStorage (this tab only; gone with it). Always kept in
 * memory too, so a client-side navigation works where session storage is blocked. Stored content
 * is validated like any other: a damaged or foreign value counts as no hand-over.
 */
export class SessionStorageTicketHandoverStore implements TicketHandoverStore {
  private memory: Entry[] = [];

  put(id: string, template: TicketTemplate): void {
    this.memory = [{ id, template }, ...this.stored().filter((e) => e.id !== id)].slice(0, KEPT);
    try {
      globalThis.sessionStorage.setItem(KEY, JSON.stringify(this.memory));
    } catch {
      // storage unavailable or full: kept in memory for this page
    }
  }

  read(id: string): TicketTemplate | null {
    return this.stored().find((e) => e.id === id)?.template ?? null;
  }

  private stored(): Entry[] {
    try {
      const raw = globalThis.sessionStorage.getItem(KEY);
      if (!raw || raw.length > MAX_CHARS) return this.memory;
      const parsed: unknown = JSON.parse(raw);
      if (!Array.isArray(parsed)) return this.memory;
      return parsed.slice(0, KEPT).flatMap((value: unknown) => {
        const entry = value as Partial<Record<'id' | 'template', unknown>> | null;
        const template = parseTicketTemplate(entry?.template);
        return typeof entry?.id === 'string' && template ? [{ id: entry.id, template }] : [];
      });
    } catch {
      return this.memory;
    }
  }
}
