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
});
