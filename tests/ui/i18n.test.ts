import { describe, expect, it } from 'vitest';
import { addTranslations, t } from '../../src/i18n/i18n';

describe('t (German messages)', () => {
  it('answers a key asked alone from its memo, and as i18next would with values', () => {
    addTranslations({
      memoTest: { greeting: 'Hallo', count_one: '{{count}} Ziehung', count_other: '{{count}} Ziehungen' },
    });
    expect(t('memoTest.greeting')).toBe('Hallo');
    expect(t('memoTest.greeting')).toBe('Hallo');
    expect(t('memoTest.count', { count: 1 })).toBe('1 Ziehung');
    expect(t('memoTest.count', { count: 209 })).toBe('209 Ziehungen');
    // A key without a message shows as the key, then as its message once a chunk brings it.
    expect(t('memoTest.later')).toBe('memoTest.later');
    addTranslations({ memoTest: { later: 'Später da', greeting: 'Guten Tag' } });
    expect(t('memoTest.later')).toBe('Später da');
    expect(t('memoTest.greeting')).toBe('Guten Tag');
  });

  it('keeps calls with numbers apart by their values, answers string values anew, and forgets all when strings change', () => {
    addTranslations({
      memoValues: {
        tier: 'Klasse {{tier}}',
        name: 'Hallo {{name}}',
        flag: 'Neu: {{fresh}}',
        draws_one: '{{count}} Ziehung',
        draws_other: '{{count}} Ziehungen',
      },
    });
    expect(t('memoValues.tier', { tier: 1 })).toBe('Klasse 1');
    expect(t('memoValues.tier', { tier: 9 })).toBe('Klasse 9');
    expect(t('memoValues.tier', { tier: 1 })).toBe('Klasse 1');
    expect(t('memoValues.flag', { fresh: true })).toBe('Neu: true');
    expect(t('memoValues.flag', { fresh: false })).toBe('Neu: false');
    // The same count is one plural form, a different count may be another.
    expect(t('memoValues.draws', { count: 1 })).toBe('1 Ziehung');
    expect(t('memoValues.draws', { count: 2 })).toBe('2 Ziehungen');
    // A string value (a player's name) is interpolated every time, never taken from another call.
    expect(t('memoValues.name', { name: 'Erika' })).toBe('Hallo Erika');
    expect(t('memoValues.name', { name: 'Max' })).toBe('Hallo Max');
    // A default names its own fallback: two defaults for one missing key stay two answers.
    expect(t('memoValues.missing', { defaultValue: 'eins' })).toBe('eins');
    expect(t('memoValues.missing', { defaultValue: 'zwei' })).toBe('zwei');
    addTranslations({ memoValues: { tier: 'Gewinnklasse {{tier}}', missing: 'jetzt da' } });
    expect(t('memoValues.tier', { tier: 1 })).toBe('Gewinnklasse 1');
    expect(t('memoValues.missing', { defaultValue: 'eins' })).toBe('jetzt da');
  });
});
