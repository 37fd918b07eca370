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

/** What every visitor's ticket screen of a product starts from: public data, the same for everyone. */
export interface TicketProduct {
  readonly definition: ProductDefinition;
  readonly draws: readonly CurrentDraw[];
}

/**
 * The ticket a product starts with before anything is drawn at random: the first offered type,
 * the rules' number of empty fields, the week's last draw, an empty place for the ticket number
 * (one Los on GlücksSpirale). Deterministic, so a page rendered on the server and the browser's
 * first render of it agree (and the page does not move when the number arrives).
 */
export function blankTicketConfig(definition: ProductDefinition): TicketConfig {
  const lastEvent = definition.recurringDrawEvents.at(-1);
  if (!lastEvent) throw new Error('Cannot find recurring draws');
  const rules = productRules(definition.identifier);
  const { quantity } = definition.numberFields;
  return {
    productIdentifier: definition.identifier,
    // The first offered type: 'normal', the smallest system (007, 5 + 3) or KENO type 2.
    fieldTypeIdentifier: definition.numberFields.types[0]?.identifier ?? null,
    fields: Array.from({ length: Math.min(rules.initialFields, quantity) }, emptyField),
    ticketNumbers: [''],
    addons: [],
    // The week's last draw (LOTTO: Samstag, Eurojackpot: Freitag) is the classic choice; docs/decisions.md.
    drawEvents: [lastEvent.identifier],
    repetitionQuantity: definition.repetitionFrequencies.quantities[0] ?? 1,
    fieldStake: definition.fieldStakes[0] ?? null,
    subscription: null,
  };
}

/** Everything a ticket screen needs: the product's rules, the draws on sale and a blank ticket. */
export class StartTicketUseCase {
  constructor(
    private readonly lotteryStore: LotteryStoreGateway,
    private readonly random: Random,
  ) {}

  /** The product's rules and its draws on sale (what a server may render and share). */
  async product(product: ProductIdentifier): Promise<TicketProduct> {
    const [definition, draws] = await Promise.all([
      this.lotteryStore.productDefinition(product),
      this.lotteryStore.currentDraws(product),
    ]);
    // A product without draw days cannot be played: refused here, before any screen shows it.
    blankTicketConfig(definition);
    return { definition, draws };
  }

  /**
   * The player's own ticket: a blank one with a ticket number drawn for this player (GlücksSpirale
   * starts with one Los; every other product carries one ticket number), or `reopen`, a basket line
   * of this product back on its screen for editing.
   */
  begin(definition: ProductDefinition, reopen: BasketItem | null = null): TicketConfig {
    const config: TicketConfig = {
      ...blankTicketConfig(definition),
      ticketNumbers: [
        randomTicketNumber((min, max) => this.random.integer(min, max), definition.ticketNumberDefinition.length),
      ],
    };
    if (!reopen || reopen.identifier !== definition.identifier) return config;
    // As many fields as a fresh ticket shows, so the player can add tips where they left off.
    const kept = ticketConfigOf(reopen);
    return withMinimumFields(
      { ...kept, fieldTypeIdentifier: kept.fieldTypeIdentifier ?? config.fieldTypeIdentifier },
      config.fields.length,
    );
  }

  /** `reopen`: a basket line of this product, back on its screen for editing. */
  async execute(product: ProductIdentifier, reopen: BasketItem | null = null): Promise<TicketStart> {
    const { definition, draws } = await this.product(product);
    return { definition, draws, config: this.begin(definition, reopen) };
  }
}
