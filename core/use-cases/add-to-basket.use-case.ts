import { err, ok, type Result } from '../shared/result';
import { basketItemFrom, type BasketItem } from '../domain/basket';
import { validateTicket, type TicketConfig, type TicketError } from '../domain/ticket';
import { nextDrawOf, type CurrentDraw, type ProductDefinition } from '../domain/lottery';
import type { BasketRepository } from '../../ports/basket-repository.port';
import type { IdGenerator } from '../../ports/id-generator.port';
import type { PriceTicketUseCase } from './price-ticket.use-case';

export interface AddToBasketInput {
  readonly config: TicketConfig;
  readonly definition: ProductDefinition;
  readonly draws: readonly CurrentDraw[];
  /** Editing: the basket line this ticket replaces, in place. */
  readonly replaceItemId?: string | null;
}

/** Puts a valid, server-priced ticket into the basket (or replaces the line being edited). */
export class AddToBasketUseCase {
  constructor(
    private readonly priceTicket: PriceTicketUseCase,
    private readonly basket: BasketRepository,
    private readonly ids: IdGenerator,
  ) {}

  async execute(input: AddToBasketInput): Promise<Result<BasketItem, TicketError>> {
    const valid = validateTicket(input.config, input.definition);
    if (!valid.ok) return valid;
    const config = valid.value;
    const price = await this.priceTicket.execute({ config, definition: input.definition });
    if (!price) return err({ kind: 'no_complete_field' });
    const firstDraw = nextDrawOf(input.draws, config.drawEvents);
    const items = this.basket.load();
    const replaced = input.replaceItemId ? items.findIndex((i) => i.id === input.replaceItemId) : -1;
    const item = basketItemFrom(
      replaced >= 0 ? input.replaceItemId! : this.ids.uuid(),
      config,
      price,
      firstDraw?.drawingTime ?? null,
      input.definition.repetitionFrequencies.unit,
    );
    if (replaced >= 0) items[replaced] = item;
    else items.push(item);
    this.basket.save(items);
    return ok(item);
  }
}
