import { describe, expect, it } from 'vitest';
import { Button, ButtonLink } from '../../../src/ui/button';
import { Icon } from '../../../src/ui/icon';
import { hasClass, render, tag } from './markup';

describe('Button', () => {
  it('is a type="button" primary md button by default so it never submits a form by accident', () => {
    const button = tag(render(<Button>Jetzt spielen</Button>), 'button');
    expect(button.attrs.type).toBe('button');
    for (const c of ['tw-button', 'tw-button--primary', 'tw-button--md']) expect(hasClass(button, c)).toBe(true);
  });

  it('applies every variant and size as a class', () => {
    for (const variant of ['primary', 'secondary', 'accent', 'ghost', 'danger'] as const) {
      expect(hasClass(tag(render(<Button variant={variant}>X</Button>), 'button'), `tw-button--${variant}`)).toBe(true);
    }
    for (const size of ['sm', 'md', 'lg'] as const) {
      expect(hasClass(tag(render(<Button size={size}>X</Button>), 'button'), `tw-button--${size}`)).toBe(true);
    }
    expect(hasClass(tag(render(<Button fullWidth>X</Button>), 'button'), 'tw-button--full')).toBe(true);
  });

  it('forwards native props', () => {
    const button = tag(
      render(
        <Button type="submit" form="login" name="go" aria-label="Anmelden" disabled className="extra">
          Los
        </Button>,
      ),
      'button',
    );
    expect(button.attrs).toMatchObject({ type: 'submit', form: 'login', name: 'go', 'aria-label': 'Anmelden' });
    expect('disabled' in button.attrs).toBe(true);
    expect(hasClass(button, 'extra')).toBe(true);
  });

  it('while loading is busy and blocked but keeps focusability and shows no spinner yet', () => {
    const html = render(<Button loading>Bezahlen</Button>);
    const button = tag(html, 'button');
    expect(button.attrs['aria-busy']).toBe('true');
    expect(button.attrs['aria-disabled']).toBe('true');
    expect('disabled' in button.attrs).toBe(false);
    // The visual spinner follows the spec delay (1000 ms), so the first render has none.
    expect(html).not.toContain('tw-button__spinner');
    expect(html).toContain('Bezahlen');
  });

  it('is not busy when not loading', () => {
    const button = tag(render(<Button>Bezahlen</Button>), 'button');
    expect(button.attrs['aria-busy']).toBeUndefined();
    expect(button.attrs['aria-disabled']).toBeUndefined();
  });

  it('renders decorative icons hidden from assistive tech', () => {
    const html = render(<Button iconStart={<Icon name="basket" />}>In den Warenkorb</Button>);
    expect(tag(html, 'svg').attrs['aria-hidden']).toBe('true');
  });
});

describe('ButtonLink', () => {
  it('renders a real link with button styling', () => {
    const link = tag(
      render(
        <ButtonLink href="/lotto/normalschein" variant="secondary" size="lg">
          Lotto spielen
        </ButtonLink>,
      ),
      'a',
    );
    expect(link.attrs.href).toBe('/lotto/normalschein');
    for (const c of ['tw-button', 'tw-button--secondary', 'tw-button--lg']) expect(hasClass(link, c)).toBe(true);
  });

  it('forwards anchor props such as target and rel', () => {
    const link = tag(
      render(
        <ButtonLink href="https://www.check-dein-spiel.de" target="_blank" rel="noopener">
          Hilfe
        </ButtonLink>,
      ),
      'a',
    );
    expect(link.attrs).toMatchObject({ target: '_blank', rel: 'noopener' });
  });
});
