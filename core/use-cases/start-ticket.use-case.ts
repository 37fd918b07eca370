import { randomTicketNumber } from '../domain/quick-tip';
import { productRules } from '../domain/product-rules';
import { emptyField, type TicketConfig } from '../domain/ticket';
import { withMinimumFields } from '../domain/ticket-edit';
import { ticketConfigOf, type BasketItem } from '../domain/basket';
import type { CurrentDraw, ProductDefinition, ProductIdentifier } from '../domain/lottery';
import type { LotteryStoreGateway } from '../../ports/lottery-store-gateway.port';
import type { Random } from '../../ports/random.port';

export interface TicketStart {
  readonly definition: ProductDefinition;
  readonly draws: readonly CurrentDraw[];
  readonly config: TicketConfig;
}

/** Everything a ticket screen needs: the product's rules, the draws on sale and a blank ticket. */
export class StartTicketUseCase {
  constructor(
    private readonly lotteryStore: LotteryStoreGateway,
    private readonly random: Random,
  ) {}

  /** `reopen`: a basket line of this product, back on its screen for editing. */
  async execute(product: ProductIdentifier, reopen: BasketItem | null = null): Promise<TicketStart> {
    const [definition, draws] = await Promise.all([
      this.lotteryStore.productDefinition(product),
      this.lotteryStore.currentDraws(product),
    ]);
    const lastEvent = definition.recurringDrawEvents.at(-1);
    if (!lastEvent) throw new Error('Cannot find recurring draws');
    const rules = productRules(product);
    const { quantity } = definition.numberFields;
    const config: TicketConfig = {
      productIdentifier: product,
      // The first offered type: 'normal', the smallest system (007, 5 + 3) or KENO type 2.
      fieldTypeIdentifier: definition.numberFields.types[0]?.identifier ?? null,
      fields: Array.from({ length: Math.min(rules.initialFields, quantity) }, emptyField),
      // GlücksSpirale starts with one Los; every other product carries one ticket number.
      ticketNumbers: [
        randomTicketNumber((min, max) => this.random.integer(min, max), definition.ticketNumberDefinition.length),
      ],
      addons: [],
      // The week's last draw (LOTTO: Samstag, Eurojackpot: Freitag) is the classic choice; docs/decisions.md.
      drawEvents: [lastEvent.identifier],
      repetitionQuantity: definition.repetitionFrequencies.quantities[0] ?? 1,
      fieldStake: definition.fieldStakes[0] ?? null,
      subscription: null,
    };
    if (!reopen || reopen.identifier !== product) return { definition, draws, config };
    // As many fields as a fresh ticket shows, so the player can add tips where they left off.
    const kept = ticketConfigOf(reopen);
    const reopened = withMinimumFields(
      { ...kept, fieldTypeIdentifier: kept.fieldTypeIdentifier ?? config.fieldTypeIdentifier },
      config.fields.length,
    );
    return { definition, draws, config: reopened };
  }
}
