import { randomTicketNumber } from '../domain/quick-tip';
import type { ProductDefinition } from '../domain/lottery';
import type { TicketConfig } from '../domain/ticket';
import type { Random } from '../../ports/random.port';

/** A new random ticket number (Losnummer), which also plays Spiel 77, Super 6 and GlücksSpirale. */
export class RollTicketNumberUseCase {
  constructor(private readonly random: Random) {}

  execute(input: { config: TicketConfig; definition: ProductDefinition }): TicketConfig {
    const length = input.definition.ticketNumberDefinition.length;
    return { ...input.config, ticketNumber: randomTicketNumber((min, max) => this.random.integer(min, max), length) };
  }
}
