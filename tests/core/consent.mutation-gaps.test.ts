import { describe, expect, it } from 'vitest';
import { allowsAnalytics, CONSENT_CATEGORIES, parseConsent } from '../../core/domain/consent';
import { consentFor, DEFAULT_REQUIRED } from '../../core/domain/consent-choice';

describe('parseConsent', () => {
  it('reads the stored categories back, in the stored order, each once', () => {
    expect(parseConsent({ categories: ['marketing', 'functional'] })).toEqual({
      categories: ['marketing', 'functional'],
    });
    expect(parseConsent({ categories: ['optimization', 'optimization'] })).toEqual({ categories: ['optimization'] });
    expect(parseConsent({ categories: [] })).toEqual({ categories: [] });
  });

  it('drops unknown categories and anything that is no category name', () => {
    expect(parseConsent({ categories: ['functional', 'tracking', 7, null, { a: 1 }, 'Marketing', ''] })).toEqual({
      categories: ['functional'],
    });
  });

  it('counts anything malformed as no decision', () => {
    for (const value of [
      null,
      undefined,
      0,
      '',
      'functional',
      true,
      {},
      { categories: 'functional' },
      { categories: null },
    ]) {
      expect(parseConsent(value)).toBeNull();
    }
    expect(parseConsent(['functional'])).toBeNull();
  });
});

describe('allowsAnalytics', () => {
  it('needs optimization or marketing', () => {
    expect(allowsAnalytics({ categories: ['optimization'] })).toBe(true);
    expect(allowsAnalytics({ categories: ['marketing'] })).toBe(true);
    expect(allowsAnalytics({ categories: ['functional', 'marketing'] })).toBe(true);
    expect(allowsAnalytics({ categories: ['functional'] })).toBe(false);
    expect(allowsAnalytics({ categories: [] })).toBe(false);
  });

  it('is false without a decision', () => {
    expect(allowsAnalytics(null)).toBe(false);
  });
});

describe('consentFor (the banner’s three ways out)', () => {
  it('all: every category, in canonical order', () => {
    expect(consentFor({ kind: 'all' })).toEqual({ categories: [...CONSENT_CATEGORIES] });
    expect(consentFor({ kind: 'all' }, [])).toEqual({ categories: ['functional', 'optimization', 'marketing'] });
  });

  it('necessary: only the required categories, functional by default', () => {
    expect(DEFAULT_REQUIRED).toEqual(['functional']);
    expect(consentFor({ kind: 'necessary' })).toEqual({ categories: ['functional'] });
    expect(consentFor({ kind: 'necessary' }, [])).toEqual({ categories: [] });
    expect(consentFor({ kind: 'necessary' }, ['marketing'])).toEqual({ categories: ['marketing'] });
  });

  it('custom: the chosen ones plus the required ones, canonical order, each once', () => {
    expect(consentFor({ kind: 'custom', categories: ['marketing'] })).toEqual({
      categories: ['functional', 'marketing'],
    });
    expect(consentFor({ kind: 'custom', categories: ['marketing', 'optimization', 'marketing'] }, [])).toEqual({
      categories: ['optimization', 'marketing'],
    });
    expect(consentFor({ kind: 'custom', categories: [] })).toEqual({ categories: ['functional'] });
  });
});
