import { drawDistinct, freshTicketNumber } from '../domain/quick-tip';
import { productRules } from '../domain/product-rules';
import { chosenFieldType, emptyField, type NumberField, type TicketConfig } from '../domain/ticket';
import type { NumberFieldType, ProductDefinition } from '../domain/lottery';
import type { Random } from '../../ports/random.port';

export interface QuickTipInput {
  readonly config: TicketConfig;
  readonly definition: ProductDefinition;
  /** Fill these fields (or re-roll these Lose); or `count` fills the first N, adding fields as needed. */
  readonly fieldIndexes?: readonly number[];
  readonly count?: number;
}

/**
 * Quick tip (Quicktipp): random complete fields of the ticket's type, one field or several at
 * once, never more than the spec's maximum per lottery (spec/2 §9). On a GlücksSpirale ticket a
 * quick tip gives `count` Lose with fresh, distinct ticket numbers.
 */
export class FillQuickTipUseCase {
  constructor(private readonly random: Random) {}

  execute(input: QuickTipInput): TicketConfig {
    const { config, definition } = input;
    const rules = productRules(definition.identifier);
    if (rules.kind === 'lose')
      return this.lose(input, Math.min(rules.quickTips.max, definition.ticketNumberDefinition.maxQuantity));
    const type = chosenFieldType(config, definition) ?? definition.numberFields.types[0];
    if (!type) return config;
    const max = Math.min(rules.quickTips.max, definition.numberFields.quantity);
    const indexes = (input.fieldIndexes ?? range(Math.min(input.count ?? 1, max))).filter((i) => i >= 0 && i < max);
    const needed = Math.min(max, Math.max(config.fields.length, ...indexes.map((i) => i + 1)));
    const fields: NumberField[] = Array.from({ length: needed }, (_, i) => config.fields[i] ?? emptyField());
    for (const index of indexes) fields[index] = this.randomField(type, definition);
    return { ...config, fieldTypeIdentifier: type.identifier, fields };
  }

  private readonly pick = (min: number, max: number) => this.random.integer(min, max);

  private randomField(type: NumberFieldType, definition: ProductDefinition): NumberField {
    return {
      main: drawDistinct(this.pick, type.mainTips, definition.numberFields.mainSelectableTips),
      extra: drawDistinct(this.pick, type.extraTips, definition.numberFields.extraSelectableTips),
    };
  }

  private lose(input: QuickTipInput, max: number): TicketConfig {
    const { config, definition } = input;
    const { length } = definition.ticketNumberDefinition;
    if (input.fieldIndexes) {
      const numbers = [...config.ticketNumbers];
      for (const index of input.fieldIndexes.filter((i) => i >= 0 && i < max)) {
        numbers[index] = freshTicketNumber(
          this.pick,
          length,
          numbers.filter((_, i) => i !== index),
        );
      }
      return { ...config, ticketNumbers: numbers.filter((n) => n !== undefined) };
    }
    // "Quicktipp: 3 Lose" means exactly three Lose, all new.
    const numbers: string[] = [];
    for (let i = 0; i < Math.min(Math.max(1, input.count ?? 1), max); i++)
      numbers.push(freshTicketNumber(this.pick, length, numbers));
    return { ...config, ticketNumbers: numbers };
  }
}

const range = (count: number): number[] => Array.from({ length: Math.max(0, count) }, (_, i) => i);
