import { beforeAll, describe, expect, it } from 'vitest';
import * as edit from '../../core/domain/ticket-edit';
import { basketItemFrom, ticketConfigOf } from '../../core/domain/basket';
import { money } from '../../core/domain/money';
import { productRules } from '../../core/domain/product-rules';
import { subscriptionFor, subscriptionPaymentLabel } from '../../core/domain/subscription';
import type { PaymentMethod } from '../../core/domain/player';
import { StartTicketUseCase } from '../../core/use-cases/start-ticket.use-case';
import { RollTicketNumberUseCase } from '../../core/use-cases/roll-ticket-number.use-case';
import { SeededRandom } from '../../adapters/memory/seeded-random';
import { memoryWorld } from './support/memory-world';
import { productDefinitions, ticketOf, upTo, type Definitions } from './support/product-definitions';

let defs: Definitions;
beforeAll(async () => {
  defs = await productDefinitions();
});

describe('editing a ticket', () => {
  it('caps a field at the chosen type and keeps numbers when a smaller KENO type is chosen', () => {
    const def = defs.keno_regular;
    let config = ticketOf(def, [[[]]], { fieldTypeIdentifier: 'keno_type_3' });
    for (const n of [10, 20, 30, 40]) config = edit.toggleInField(config, def, 0, 'main', n);
    expect(config.fields[0]?.main).toEqual([10, 20, 30]);
    config = edit.chooseFieldType(edit.chooseFieldType(config, def, 'keno_type_2'), def, 'bingo');
    expect(config.fieldTypeIdentifier).toBe('keno_type_2');
    expect(config.fields[0]?.main).toEqual([10, 20, 30]);
  });

  it('lets a Eurojackpot system follow the crossed counts up to 10 + 5', () => {
    const def = defs.eurojackpot_system;
    let config = ticketOf(def, [[[]]], { fieldTypeIdentifier: 'system_6_3' });
    for (const n of upTo(7)) config = edit.toggleInField(config, def, 0, 'main', n);
    for (const n of upTo(2)) config = edit.toggleInField(config, def, 0, 'extra', n);
    expect(config.fieldTypeIdentifier).toBe('system_7_2');
    for (const n of upTo(6, 3)) config = edit.toggleInField(config, def, 0, 'extra', n);
    expect(config.fields[0]?.extra).toEqual(upTo(5));
    expect(config.fieldTypeIdentifier).toBe('system_7_5');
    expect(edit.fieldCaps(config, def)).toEqual({ main: 10, extra: 5 });
    expect(edit.fieldCaps(config, defs.lotto6aus49_system)).toEqual({ main: 0, extra: 0 });
  });

  it('removes fields down to one, then only clears it', () => {
    const def = defs.lotto6aus49_regular;
    let config = ticketOf(def, [[upTo(6)], [upTo(3)]]);
    config = edit.removeField(config, 0);
    expect(config.fields).toEqual([{ main: upTo(3), extra: [] }]);
    expect(edit.removeField(config, 0).fields).toEqual([{ main: [], extra: [] }]);
    expect(edit.addField(edit.withMinimumFields(config, 12), def).fields).toHaveLength(12);
  });

  it('types ticket numbers as digits only and keeps at least one Los', () => {
    const def = defs.gluecksspirale_regular;
    let config = ticketOf(def, [], { ticketNumbers: ['1111111', '2222222'] });
    config = edit.typeTicketNumber(config, def, 1, '98a76-5432199');
    expect(config.ticketNumbers).toEqual(['1111111', '9876543']);
    config = edit.removeTicketNumber(edit.removeTicketNumber(config, 0), 0);
    expect(config.ticketNumbers).toEqual(['9876543']);
  });

  it('adds Lose with fresh numbers up to the maximum of five', () => {
    const def = defs.gluecksspirale_regular;
    const roll = new RollTicketNumberUseCase(new SeededRandom(1));
    let config = ticketOf(def, [], { ticketNumbers: ['1111111'] });
    for (let i = 0; i < 7; i++) config = roll.execute({ config, definition: def, index: config.ticketNumbers.length });
    expect(config.ticketNumbers).toHaveLength(5);
    expect(new Set(config.ticketNumbers).size).toBe(5);
  });
});

describe('a fresh ticket per product', () => {
  it('starts with the product-shaped blank ticket', async () => {
    const start = new StartTicketUseCase(memoryWorld().gateways.lotteryStore, new SeededRandom(2));
    const shape = async (id: Parameters<StartTicketUseCase['execute']>[0]) => {
      const { config } = await start.execute(id);
      return [
        config.fieldTypeIdentifier,
        config.fields.length,
        config.ticketNumbers.length,
        config.drawEvents.join(),
        config.fieldStake?.fractional ?? null,
      ];
    };
    expect(await shape('lotto6aus49_regular')).toEqual(['normal', 6, 1, 'saturday', null]);
    expect(await shape('lotto6aus49_system')).toEqual(['system_007', 1, 1, 'saturday', null]);
    expect(await shape('eurojackpot_regular')).toEqual(['normal', 5, 1, 'friday', null]);
    expect(await shape('eurojackpot_system')).toEqual(['system_5_3', 1, 1, 'friday', null]);
    expect(await shape('keno_regular')).toEqual(['keno_type_2', 3, 1, 'daily', 100]);
    expect(await shape('gluecksspirale_regular')).toEqual([null, 0, 1, 'saturday', null]);
    expect(productRules('gluecksspirale_regular').kind).toBe('lose');
  });
});

describe('basket line mapping', () => {
  it('carries the field type on every field and all Lose, and comes back unchanged', () => {
    const keno = ticketOf(defs.keno_regular, [[upTo(4)], [upTo(4, 9)]], {
      fieldTypeIdentifier: 'keno_type_4',
      fieldStake: money(1000),
      addons: ['plus5'],
    });
    const price = { stake: money(2075), total: money(2125) };
    const item = basketItemFrom('id-1', keno, price, '2026-11-18T18:10:00Z', 'day');
    expect(item.config.numberFields.map((f) => f.fieldTypeIdentifier)).toEqual(['keno_type_4', 'keno_type_4']);
    expect(item.fieldStake).toEqual(money(1000));
    expect(item.repetitionFrequency).toEqual({ quantity: 1, unit: 'day' });
    expect(ticketConfigOf(item)).toEqual(keno);
    const gs = ticketOf(defs.gluecksspirale_regular, [], {
      fieldTypeIdentifier: null,
      ticketNumbers: ['1111111', '2222222'],
    });
    const lose = basketItemFrom('id-2', gs, price, null, 'week');
    expect(lose.config).toEqual({ ticketNumbers: ['1111111', '2222222'], numberFields: [], addonLotteries: [] });
    expect(ticketConfigOf(lose)).toEqual(gs);
  });
});

describe('Dauerschein', () => {
  const method = (label: PaymentMethod['label'], isDefault: boolean): PaymentMethod => ({
    label,
    configurationId: label,
    possibleTransactionTypes: ['deposit'],
    stored: null,
    default: isDefault,
  });

  it('renews with the default payment method, else the only one, else SEPA direct debit', () => {
    expect(subscriptionPaymentLabel([method('paypal', false), method('adyen_credit_card', true)])).toBe(
      'adyen_credit_card',
    );
    expect(subscriptionPaymentLabel([method('paypal', false)])).toBe('paypal');
    expect(subscriptionPaymentLabel([method('paypal', false), method('adyen_paypal', false)])).toBe(
      'sepa_direct_debit',
    );
    expect(subscriptionPaymentLabel([])).toBe('sepa_direct_debit');
  });

  it('uses the product’s own subscription type', () => {
    expect(subscriptionFor(defs.keno_regular, 'paypal')).toEqual({
      paymentMethodLabel: 'paypal',
      subscriptionType: 'daily',
    });
    expect(subscriptionFor(defs.lotto6aus49_regular, 'sepa_direct_debit')).toEqual({
      paymentMethodLabel: 'sepa_direct_debit',
      subscriptionType: 'weekly',
    });
  });
});
