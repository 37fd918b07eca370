import { beforeAll, describe, expect, it } from 'vitest';
import { priceableConfig, priceRequestFor } from '../../core/domain/price';
import { money } from '../../core/domain/money';
import type { TicketConfig } from '../../core/domain/ticket';
import type { ProductDefinition } from '../../core/domain/lottery';
import { PriceTicketUseCase } from '../../core/use-cases/price-ticket.use-case';
import { memoryWorld } from './support/memory-world';
import { productDefinitions, ticketOf, upTo, type Definitions } from './support/product-definitions';

let defs: Definitions;
beforeAll(async () => {
  defs = await productDefinitions();
});

const requestOf = (config: TicketConfig, definition: ProductDefinition) => {
  const played = priceableConfig(config, definition);
  return played && priceRequestFor(played, definition);
};

describe('config → POST /price request', () => {
  it('LOTTO Normalschein: complete fields of type normal, add-ons once each, sorted draw days', () => {
    const def = defs.lotto6aus49_regular;
    const config = ticketOf(def, [[upTo(6)], [upTo(3)], [upTo(6, 40)]], {
      addons: ['super6', 'spiel77'],
      drawEvents: ['saturday', 'wednesday'],
      repetitionQuantity: 4,
    });
    expect(requestOf(config, def)).toEqual({
      productIdentifier: 'lotto6aus49_regular',
      quantity: 1,
      repetitionQuantity: 4,
      numberFields: [{ type: 'normal', quantity: 2 }],
      recurringDrawEventIdentifiers: ['saturday', 'wednesday'],
      addons: [
        { identifier: 'spiel77', quantity: 1 },
        { identifier: 'super6', quantity: 1 },
      ],
      repetitionFrequency: { quantity: 1, unit: 'week' },
      fieldStake: null,
    });
  });

  it('LOTTO and Eurojackpot systems: one field of the system type', () => {
    const lotto = defs.lotto6aus49_system;
    expect(
      requestOf(ticketOf(lotto, [[upTo(10)]], { fieldTypeIdentifier: 'system_010' }), lotto)?.numberFields,
    ).toEqual([{ type: 'system_010', quantity: 1 }]);
    expect(requestOf(ticketOf(lotto, [[upTo(9)]], { fieldTypeIdentifier: 'system_010' }), lotto)).toBeNull();
    const ej = defs.eurojackpot_system;
    expect(
      requestOf(ticketOf(ej, [[upTo(7), upTo(4)]], { fieldTypeIdentifier: 'system_7_4' }), ej)?.numberFields,
    ).toEqual([{ type: 'system_7_4', quantity: 1 }]);
  });

  it('Eurojackpot Normalschein: a field counts only with its two Euro numbers', () => {
    const def = defs.eurojackpot_regular;
    const request = requestOf(
      ticketOf(def, [
        [upTo(5), [1, 2]],
        [upTo(5), [1]],
      ]),
      def,
    );
    expect(request?.numberFields).toEqual([{ type: 'normal', quantity: 1 }]);
    expect(request?.recurringDrawEventIdentifiers).toEqual(['friday']);
  });

  it('KENO: the KENO type, the field stake, days as the unit and plus 5', () => {
    const def = defs.keno_regular;
    const config = ticketOf(def, [[upTo(5)], [upTo(5, 20)]], {
      fieldTypeIdentifier: 'keno_type_5',
      fieldStake: money(500),
      addons: ['plus5'],
      repetitionQuantity: 7,
    });
    expect(requestOf(config, def)).toMatchObject({
      quantity: 1,
      repetitionQuantity: 7,
      numberFields: [{ type: 'keno_type_5', quantity: 2 }],
      recurringDrawEventIdentifiers: ['daily'],
      addons: [{ identifier: 'plus5', quantity: 1 }],
      repetitionFrequency: { quantity: 1, unit: 'day' },
      fieldStake: money(500),
    });
  });

  it('GlücksSpirale: quantity is the number of well-formed Lose, no number fields', () => {
    const def = defs.gluecksspirale_regular;
    const request = requestOf(
      ticketOf(def, [], { ticketNumbers: ['1111111', '2222222', '33'], fieldTypeIdentifier: null }),
      def,
    );
    expect(request).toMatchObject({
      productIdentifier: 'gluecksspirale_regular',
      quantity: 2,
      numberFields: [],
      recurringDrawEventIdentifiers: ['saturday'],
      fieldStake: null,
    });
  });

  it('asks nothing while a ticket plays nothing or would be refused anyway', () => {
    const lotto = defs.lotto6aus49_regular;
    expect(requestOf(ticketOf(lotto, [[upTo(5)]]), lotto)).toBeNull();
    expect(requestOf(ticketOf(lotto, [[upTo(6)]], { drawEvents: [] }), lotto)).toBeNull();
    expect(
      requestOf(ticketOf(lotto, [[upTo(6)]], { addons: ['gluecksspirale'], drawEvents: ['wednesday'] }), lotto),
    ).toBeNull();
    const keno = defs.keno_regular;
    expect(requestOf(ticketOf(keno, [[upTo(2)]], { fieldStake: null }), keno)).toBeNull();
  });

  it('gets the platform price for each product', async () => {
    const priceTicket = new PriceTicketUseCase(memoryWorld().gateways.lotteryStore);
    const total = async (config: TicketConfig, definition: ProductDefinition) =>
      (await priceTicket.execute({ config, definition }))?.total.fractional;
    // 2 fields × 1,20 € + Spiel 77 2,50 €, on one Saturday, + 0,50 € fee
    expect(
      await total(
        ticketOf(defs.lotto6aus49_regular, [[upTo(6)], [upTo(6, 10)]], { addons: ['spiel77'] }),
        defs.lotto6aus49_regular,
      ),
    ).toBe(240 + 250 + 50);
    // GlücksSpirale add-on plays only the Saturday draw of a Wednesday + Saturday ticket
    expect(
      await total(
        ticketOf(defs.lotto6aus49_regular, [[upTo(6)]], {
          addons: ['gluecksspirale'],
          drawEvents: ['wednesday', 'saturday'],
        }),
        defs.lotto6aus49_regular,
      ),
    ).toBe(240 + 500 + 50);
    expect(
      await total(
        ticketOf(defs.lotto6aus49_system, [[upTo(8)]], { fieldTypeIdentifier: 'system_008' }),
        defs.lotto6aus49_system,
      ),
    ).toBe(28 * 120 + 50);
    expect(
      await total(
        ticketOf(defs.eurojackpot_regular, [[upTo(5), [1, 2]]], {
          drawEvents: ['tuesday', 'friday'],
          repetitionQuantity: 2,
        }),
        defs.eurojackpot_regular,
      ),
    ).toBe(4 * 200 + 50);
    expect(
      await total(
        ticketOf(defs.eurojackpot_system, [[upTo(6), upTo(3)]], { fieldTypeIdentifier: 'system_6_3' }),
        defs.eurojackpot_system,
      ),
    ).toBe(18 * 200 + 50);
    expect(
      await total(
        ticketOf(defs.keno_regular, [[upTo(6)], [upTo(6, 30)]], {
          fieldTypeIdentifier: 'keno_type_6',
          fieldStake: money(200),
          addons: ['plus5'],
        }),
        defs.keno_regular,
      ),
    ).toBe(2 * 200 + 75 + 50);
    expect(
      await total(
        ticketOf(defs.gluecksspirale_regular, [], { ticketNumbers: ['1111111', '2222222', '3333333'] }),
        defs.gluecksspirale_regular,
      ),
    ).toBe(3 * 500 + 50);
  });
});
