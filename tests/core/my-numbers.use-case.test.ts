import { beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../adapters/memory/manual-clock';
import { MemorySavedTipsStore } from '../../adapters/memory/memory-saved-tips-store';
import { MemoryTicketHandoverStore } from '../../adapters/memory/memory-ticket-handover-store';
import { SequenceIdGenerator } from '../../adapters/memory/seeded-random';
import { money } from '../../core/domain/money';
import { SAVED_TIPS_MAX, tipName } from '../../core/domain/saved-tip';
import { blankTicketConfig } from '../../core/use-cases/start-ticket.use-case';
import { SaveTipUseCase } from '../../core/use-cases/save-tip.use-case';
import { ListSavedTipsUseCase } from '../../core/use-cases/list-saved-tips.use-case';
import { RenameSavedTipUseCase } from '../../core/use-cases/rename-saved-tip.use-case';
import { DeleteSavedTipUseCase } from '../../core/use-cases/delete-saved-tip.use-case';
import { HandOverTicketUseCase } from '../../core/use-cases/hand-over-ticket.use-case';
import { productDefinitions, ticketOf, type Definitions } from './support/product-definitions';

let defs: Definitions;
beforeAll(async () => {
  defs = await productDefinitions();
});

function makeSut() {
  const store = new MemorySavedTipsStore();
  const clock = new ManualClock('2026-11-18T09:00:00Z');
  const ids = new SequenceIdGenerator();
  return {
    store,
    clock,
    save: new SaveTipUseCase(store, ids, clock),
    list: new ListSavedTipsUseCase(store),
    rename: new RenameSavedTipUseCase(store),
    remove: new DeleteSavedTipUseCase(store),
  };
}

const lottoTicket = () =>
  ticketOf(defs.lotto6aus49_regular, [[[3, 7, 12, 25, 33, 49]], [[]], [[1, 2, 3, 4, 5, 6]]], {
    addons: ['spiel77', 'super6'],
    drawEvents: ['wednesday', 'saturday'],
    repetitionQuantity: 2,
  });

describe('Meine Zahlen: saving a ticket under a name', () => {
  it('keeps the played fields, Losnummer, add-ons, draw days and duration, newest first', () => {
    const { save, list, clock } = makeSut();
    const first = save.execute({ name: '  Geburtstage  ', config: lottoTicket() });
    expect(first.ok && first.value).toMatchObject({
      name: 'Geburtstage',
      savedAt: '2026-11-18T09:00:00Z',
      template: {
        productIdentifier: 'lotto6aus49_regular',
        fieldTypeIdentifier: 'normal',
        fields: [
          { main: [3, 7, 12, 25, 33, 49], extra: [] },
          { main: [1, 2, 3, 4, 5, 6], extra: [] },
        ],
        ticketNumbers: ['1234567'],
        addons: ['spiel77', 'super6'],
        drawEvents: ['wednesday', 'saturday'],
        repetitionQuantity: 2,
      },
    });
    clock.advance(60_000);
    save.execute({ name: 'Zweiter', config: lottoTicket() });
    expect(list.execute().map((t) => t.name)).toEqual(['Zweiter', 'Geburtstage']);
  });

  it('refuses an empty or too long name, and a ticket without numbers', () => {
    const { save, list } = makeSut();
    expect(save.execute({ name: '   ', config: lottoTicket() })).toEqual({
      ok: false,
      error: { kind: 'name_required' },
    });
    expect(save.execute({ name: 'x'.repeat(41), config: lottoTicket() })).toEqual({
      ok: false,
      error: { kind: 'name_too_long', max: 40 },
    });
    const blank = blankTicketConfig(defs.lotto6aus49_regular);
    expect(save.execute({ name: 'Leer', config: blank })).toEqual({ ok: false, error: { kind: 'nothing_to_save' } });
    expect(list.execute()).toEqual([]);
  });

  it('saves a GlücksSpirale ticket by its Lose, which have no fields', () => {
    const { save } = makeSut();
    const config = { ...blankTicketConfig(defs.gluecksspirale_regular), ticketNumbers: ['1234567', '7654321'] };
    const saved = save.execute({ name: 'Lose', config });
    expect(saved.ok && saved.value.template.ticketNumbers).toEqual(['1234567', '7654321']);
  });

  it(`stops at ${SAVED_TIPS_MAX} tips`, () => {
    const { save } = makeSut();
    for (let i = 0; i < SAVED_TIPS_MAX; i += 1)
      expect(save.execute({ name: `T${i}`, config: lottoTicket() }).ok).toBe(true);
    expect(save.execute({ name: 'Einer zu viel', config: lottoTicket() })).toEqual({
      ok: false,
      error: { kind: 'too_many_tips', max: SAVED_TIPS_MAX },
    });
  });

  it('cleans a name: inner spaces collapse, control and direction characters go', () => {
    expect(tipName('Lotto\n\tam  Samstag\u202e')).toEqual({ ok: true, value: 'Lotto am Samstag' });
    expect(tipName('ä'.repeat(40))).toMatchObject({ ok: true });
  });
});

describe('Meine Zahlen: renaming and deleting', () => {
  it('renames a tip with the same name rules and keeps its numbers', () => {
    const { save, rename, list } = makeSut();
    const saved = save.execute({ name: 'Alt', config: lottoTicket() });
    if (!saved.ok) throw new Error('not saved');
    expect(rename.execute({ id: saved.value.id, name: '' })).toEqual({ ok: false, error: { kind: 'name_required' } });
    const renamed = rename.execute({ id: saved.value.id, name: 'Neu' });
    expect(renamed.ok && renamed.value.name).toBe('Neu');
    expect(list.execute()).toEqual([{ ...saved.value, name: 'Neu' }]);
    expect(rename.execute({ id: 'gibt-es-nicht', name: 'X' })).toEqual({ ok: false, error: { kind: 'tip_not_found' } });
  });

  it('deletes a tip once; a second delete finds nothing', () => {
    const { save, remove, list } = makeSut();
    const saved = save.execute({ name: 'Weg damit', config: lottoTicket() });
    if (!saved.ok) throw new Error('not saved');
    expect(remove.execute(saved.value.id)).toEqual({ ok: true, value: saved.value });
    expect(list.execute()).toEqual([]);
    expect(remove.execute(saved.value.id)).toEqual({ ok: false, error: { kind: 'tip_not_found' } });
  });
});

describe('opening a ticket filled from a hand-over', () => {
  const handOver = () => new HandOverTicketUseCase(new MemoryTicketHandoverStore(), new SequenceIdGenerator());

  it('fills the product screen with the template and pads it to the fields a fresh ticket shows', () => {
    const { save } = makeSut();
    const saved = save.execute({ name: 'Samstag', config: lottoTicket() });
    if (!saved.ok) throw new Error('not saved');
    const use = handOver();
    const id = use.execute(saved.value.template);
    const fresh = { ...blankTicketConfig(defs.lotto6aus49_regular), ticketNumbers: ['7777777'] };
    const config = use.receive(id, defs.lotto6aus49_regular, fresh);
    expect(config?.fields.slice(0, 2)).toEqual(saved.value.template.fields);
    expect(config?.fields).toHaveLength(fresh.fields.length);
    expect(config).toMatchObject({
      ticketNumbers: ['1234567'],
      addons: ['spiel77', 'super6'],
      drawEvents: ['wednesday', 'saturday'],
      repetitionQuantity: 2,
      subscription: null,
    });
    // Another product's screen, or an unknown id: no hand-over.
    expect(use.receive(id, defs.eurojackpot_regular, blankTicketConfig(defs.eurojackpot_regular))).toBeNull();
    expect(use.receive('unbekannt', defs.lotto6aus49_regular, fresh)).toBeNull();
  });

  it('falls back to the fresh choice for whatever the product does not offer (any more)', () => {
    const def = defs.keno_regular;
    const use = handOver();
    const fresh = { ...blankTicketConfig(def), ticketNumbers: ['1111111'] };
    const id = use.execute({
      productIdentifier: 'keno_regular',
      fieldTypeIdentifier: 'keno_type_99',
      fields: [{ main: [70, 3, 3, 71, 0, 12], extra: [5] }],
      ticketNumbers: ['12'],
      addons: ['plus5', 'spiel77'],
      drawEvents: ['someday'],
      repetitionQuantity: 999,
      fieldStake: money(123),
    });
    const config = use.receive(id, def, fresh);
    expect(config).toMatchObject({
      fieldTypeIdentifier: fresh.fieldTypeIdentifier,
      ticketNumbers: ['1111111'],
      addons: ['plus5'],
      drawEvents: fresh.drawEvents,
      repetitionQuantity: fresh.repetitionQuantity,
      fieldStake: fresh.fieldStake,
    });
    expect(config?.fields[0]).toEqual({ main: [3, 12, 70], extra: [] });
  });

  it('derives a Eurojackpot system from the crossed counts', () => {
    const def = defs.eurojackpot_system;
    const use = handOver();
    const id = use.execute({
      productIdentifier: 'eurojackpot_system',
      fieldTypeIdentifier: 'normal',
      fields: [{ main: [1, 2, 3, 4, 5, 6, 7], extra: [1, 2] }],
      ticketNumbers: [],
      addons: [],
      drawEvents: ['friday'],
      repetitionQuantity: 1,
      fieldStake: null,
    });
    expect(use.receive(id, def, blankTicketConfig(def))?.fieldTypeIdentifier).toBe('system_7_2');
  });
});
