import { describe, expect, it } from 'vitest';
import { LoadFailedNotice } from '../../../src/ui/load-failed-notice';
import { hasClass, render, tag } from './markup';

describe('LoadFailedNotice', () => {
  it('interrupts with the failure and offers a small secondary retry button', () => {
    const html = render(
      <LoadFailedNotice retryLabel="Erneut versuchen" onRetry={() => undefined}>
        Ihre Umsätze konnten nicht geladen werden.
      </LoadFailedNotice>,
    );
    expect(tag(html, 'div').attrs.role).toBe('alert');
    expect(html).toContain('Ihre Umsätze konnten nicht geladen werden.');
    const button = tag(html, 'button');
    expect(button.attrs.type).toBe('button');
    for (const c of ['tw-button--secondary', 'tw-button--sm']) expect(hasClass(button, c)).toBe(true);
    expect(html).toMatch(/<button[^>]*>.*Erneut versuchen.*<\/button>/);
  });
});
