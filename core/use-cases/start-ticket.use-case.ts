import { randomTicketNumber } from '../domain/quick-tip';
import { emptyField, type TicketConfig } from '../domain/ticket';
import type { CurrentDraw, ProductDefinition, ProductIdentifier } from '../domain/lottery';
import type { LotteryStoreGateway } from '../../ports/lottery-store-gateway.port';
import type { Random } from '../../ports/random.port';

export interface TicketStart {
  readonly definition: ProductDefinition;
  readonly draws: readonly CurrentDraw[];
  readonly config: TicketConfig;
}

/** Fields shown on a fresh normal ticket (the desktop quick-tip presets go up to 6). */
const INITIAL_FIELDS = 6;

/** Everything a ticket screen needs: the product's rules, the draws on sale and a blank ticket. */
export class StartTicketUseCase {
  constructor(
    private readonly lotteryStore: LotteryStoreGateway,
    private readonly random: Random,
  ) {}

  async execute(product: ProductIdentifier): Promise<TicketStart> {
    const [definition, draws] = await Promise.all([
      this.lotteryStore.productDefinition(product),
      this.lotteryStore.currentDraws(product),
    ]);
    const lastEvent = definition.recurringDrawEvents.at(-1);
    if (!lastEvent) throw new Error('Cannot find recurring draws');
    const config: TicketConfig = {
      productIdentifier: product,
      fields: Array.from({ length: Math.min(INITIAL_FIELDS, definition.numberFields.quantity) }, emptyField),
      ticketNumber: randomTicketNumber((min, max) => this.random.integer(min, max), definition.ticketNumberDefinition.length),
      addons: [],
      // The week's last draw (LOTTO: Samstag) is the classic choice; docs/decisions.md.
      drawEvents: [lastEvent.identifier],
      repetitionQuantity: definition.repetitionFrequencies.quantities[0] ?? 1,
      fieldStake: definition.fieldStakes[0] ?? null,
      subscription: null,
    };
    return { definition, draws, config };
  }
}
