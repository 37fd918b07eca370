import { drawDistinct } from '../domain/quick-tip';
import { emptyField, fieldType, type NumberField, type TicketConfig } from '../domain/ticket';
import type { ProductDefinition } from '../domain/lottery';
import type { Random } from '../../ports/random.port';

export interface QuickTipInput {
  readonly config: TicketConfig;
  readonly definition: ProductDefinition;
  /** Fill these fields; or `count` fills the first N fields, adding fields as needed. */
  readonly fieldIndexes?: readonly number[];
  readonly count?: number;
}

/** Quick tip (Quicktipp): random complete fields, one field or several at once. */
export class FillQuickTipUseCase {
  constructor(private readonly random: Random) {}

  execute(input: QuickTipInput): TicketConfig {
    const { config, definition } = input;
    const max = definition.numberFields.quantity;
    const indexes = input.fieldIndexes ?? Array.from({ length: Math.min(input.count ?? 1, max) }, (_, i) => i);
    const needed = Math.min(max, Math.max(config.fields.length, ...indexes.map((i) => i + 1)));
    const fields: NumberField[] = Array.from({ length: needed }, (_, i) => config.fields[i] ?? emptyField());
    for (const index of indexes) {
      if (index >= 0 && index < max) fields[index] = this.randomField(definition);
    }
    return { ...config, fields };
  }

  private readonly pick = (min: number, max: number) => this.random.integer(min, max);

  private randomField(definition: ProductDefinition): NumberField {
    const type = fieldType(definition);
    return {
      main: drawDistinct(this.pick, type.mainTips, definition.numberFields.mainSelectableTips),
      extra: drawDistinct(this.pick, type.extraTips, definition.numberFields.extraSelectableTips),
    };
  }
}
