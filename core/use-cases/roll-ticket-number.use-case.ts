import { freshTicketNumber } from '../domain/quick-tip';
import type { ProductDefinition } from '../domain/lottery';
import type { TicketConfig } from '../domain/ticket';
import type { Random } from '../../ports/random.port';

/**
 * A new random ticket number (Losnummer), which also plays Spiel 77, Super 6, GlücksSpirale and
 * plus 5. `index` picks the Los on a GlücksSpirale ticket (default: the first); the index just
 * after the last adds a Los while the product allows more.
 */
export class RollTicketNumberUseCase {
  constructor(private readonly random: Random) {}

  execute(input: { config: TicketConfig; definition: ProductDefinition; index?: number }): TicketConfig {
    const { config, definition, index = 0 } = input;
    const { length, maxQuantity } = definition.ticketNumberDefinition;
    const count = config.ticketNumbers.length;
    if (index < 0 || index > count || (index === count && count >= maxQuantity)) return config;
    const others = config.ticketNumbers.filter((_, i) => i !== index);
    const number = freshTicketNumber((min, max) => this.random.integer(min, max), length, others);
    const ticketNumbers = [...config.ticketNumbers];
    ticketNumbers[index] = number;
    return { ...config, ticketNumbers };
  }
}
