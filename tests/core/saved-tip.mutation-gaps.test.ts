import { describe, expect, it } from 'vitest';
import {
  parseSavedTip,
  proposedTipName,
  SAVED_TIP_NAME_MAX,
  SAVED_TIPS_MAX,
  tipName,
} from '../../core/domain/saved-tip';
import { Temporal } from '../../core/shared/temporal';

const TEMPLATE = {
  productIdentifier: 'lotto6aus49_regular',
  fieldTypeIdentifier: 'normal',
  fields: [{ main: [1, 2, 3, 4, 5, 6], extra: [] }],
  ticketNumbers: ['1234567'],
  addons: [],
  drawEvents: ['saturday'],
  repetitionQuantity: 1,
  fieldStake: null,
};

const TIP = { id: 'tip-1', name: 'Meine Glückszahlen', savedAt: '2026-01-03T18:25:00Z', template: TEMPLATE };

describe('tipName', () => {
  it('names of up to 40 characters, spaces collapsed and trimmed', () => {
    expect(SAVED_TIP_NAME_MAX).toBe(40);
    expect(SAVED_TIPS_MAX).toBe(50);
    expect(tipName('  Meine \t  Zahlen  ')).toEqual({ ok: true, value: 'Meine Zahlen' });
    expect(tipName('x'.repeat(40))).toEqual({ ok: true, value: 'x'.repeat(40) });
    expect(tipName('😀'.repeat(40))).toEqual({ ok: true, value: '😀'.repeat(40) });
  });

  it('removes control and direction characters', () => {
    expect(tipName('A\u0000B\u202eC\u2066D\u2069E\u0007')).toEqual({ ok: true, value: 'ABCDE' });
    // A line separator is white space: it becomes one space.
    expect(tipName('A\u2028B')).toEqual({ ok: true, value: 'A B' });
  });

  it('refuses an empty name and one over 40 characters', () => {
    expect(tipName('   ')).toEqual({ ok: false, error: { kind: 'name_required' } });
    expect(tipName('\u202e\u0000')).toEqual({ ok: false, error: { kind: 'name_required' } });
    expect(tipName('x'.repeat(41))).toEqual({ ok: false, error: { kind: 'name_too_long', max: 40 } });
  });
});

describe('proposedTipName', () => {
  it('the lottery and today’s date, cut to 40 characters', () => {
    const today = Temporal.PlainDate.from('2026-01-03');
    expect(proposedTipName('LOTTO 6aus49', today)).toBe('LOTTO 6aus49 vom 03.01.2026');
    expect(proposedTipName('L'.repeat(30), today)).toBe(`${'L'.repeat(30)} vom 03.01`);
    expect([...proposedTipName('😀'.repeat(39), today)]).toHaveLength(40);
  });
});

describe('parseSavedTip', () => {
  it('reads a stored tip back', () => {
    expect(parseSavedTip(TIP)).toEqual(TIP);
    expect(parseSavedTip({ ...TIP, savedAt: '2026-01-03T18:25:00.123Z' })?.savedAt).toBe('2026-01-03T18:25:00.123Z');
    expect(parseSavedTip({ ...TIP, name: '  Meine   Zahlen ' })?.name).toBe('Meine Zahlen');
    expect(parseSavedTip({ ...TIP, id: 'A'.repeat(64) })?.id).toBe('A'.repeat(64));
  });

  it.each([
    ['nothing', null],
    ['a string', 'tip'],
    ['no id', { ...TIP, id: undefined }],
    ['an empty id', { ...TIP, id: '' }],
    ['an id of 65 characters', { ...TIP, id: 'a'.repeat(65) }],
    ['an id with a slash', { ...TIP, id: 'a/b' }],
    ['an id with text around it', { ...TIP, id: ' tip-1' }],
    ['no date', { ...TIP, savedAt: undefined }],
    ['a date without time', { ...TIP, savedAt: '2026-01-03' }],
    ['a date with an offset', { ...TIP, savedAt: '2026-01-03T18:25:00+01:00' }],
    ['a date that does not exist', { ...TIP, savedAt: '2026-02-30T18:25:00Z' }],
    ['a date with text before it', { ...TIP, savedAt: 'x2026-01-03T18:25:00Z' }],
    ['a date with text after it', { ...TIP, savedAt: '2026-01-03T18:25:00Zx' }],
    ['a date as a number', { ...TIP, savedAt: 1_767_464_700_000 }],
    ['no name', { ...TIP, name: undefined }],
    ['an empty name', { ...TIP, name: ' ' }],
    ['a name too long', { ...TIP, name: 'x'.repeat(41) }],
    ['no template', { ...TIP, template: undefined }],
    ['a broken template', { ...TIP, template: { ...TEMPLATE, productIdentifier: 'lotto' } }],
  ])('refuses %s', (_, value) => {
    expect(parseSavedTip(value)).toBeNull();
  });
});
