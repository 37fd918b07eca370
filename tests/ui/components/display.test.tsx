import { describe, expect, it } from 'vitest';
import { Badge } from '../../../src/ui/badge';
import { Card } from '../../../src/ui/card';
import { Icon, iconNames } from '../../../src/ui/icon';
import { Notice } from '../../../src/ui/notice';
import { PriceTag } from '../../../src/ui/price-tag';
import { Skeleton } from '../../../src/ui/skeleton';
import { Stepper } from '../../../src/ui/stepper';
import { hasClass, render, tag, tags, textOf } from './markup';

describe('Notice', () => {
  it('interrupts with role="alert" for errors', () => {
    expect(tag(render(<Notice tone="error">Zahlung fehlgeschlagen</Notice>), 'div').attrs.role).toBe('alert');
  });

  it('uses role="status" for info, success and warning', () => {
    for (const tone of ['info', 'success', 'warning'] as const) {
      expect(tag(render(<Notice tone={tone}>Text</Notice>), 'div').attrs.role).toBe('status');
    }
  });

  it('offers a labelled dismiss button only when dismissible', () => {
    expect(render(<Notice>Text</Notice>)).not.toContain('<button');
    const button = tag(
      render(
        <Notice onDismiss={() => undefined} dismissLabel="Schließen">
          Text
        </Notice>,
      ),
      'button',
    );
    expect(button.attrs['aria-label']).toBe('Schließen');
  });
});

describe('Card', () => {
  it('is a section labelled by its heading', () => {
    const html = render(
      <Card title="Tippfeld 1" headingLevel={3}>
        Inhalt
      </Card>,
    );
    const section = tag(html, 'section');
    const heading = tag(html, 'h3');
    expect(section.attrs['aria-labelledby']).toBe(heading.attrs.id);
    expect(textOf(html, heading.attrs.id ?? '')).toBe('Tippfeld 1');
  });

  it('does not put a name on a plain div', () => {
    expect(
      tag(
        render(
          <Card title="Info" as="div">
            x
          </Card>,
        ),
        'div',
      ).attrs['aria-labelledby'],
    ).toBeUndefined();
  });
});

describe('Badge, PriceTag, Icon, Skeleton, Stepper', () => {
  it('renders a badge with its tone', () => {
    const badge = tag(render(<Badge tone="accent">Jackpot</Badge>), 'span');
    expect(hasClass(badge, 'tw-badge--accent')).toBe(true);
  });

  it('shows label and pre-formatted amount unchanged', () => {
    const html = render(<PriceTag label="Gesamtpreis" amount="12,50 €" note="inkl. Gebühr" />);
    expect(html).toContain('Gesamtpreis');
    expect(html).toContain('12,50 €');
    expect(html).toContain('inkl. Gebühr');
  });

  it('hides decorative icons and names meaningful ones', () => {
    for (const name of iconNames) expect(tag(render(<Icon name={name} />), 'svg').attrs['aria-hidden']).toBe('true');
    const svg = tag(render(<Icon name="basket" label="Warenkorb" />), 'svg');
    expect(svg.attrs).toMatchObject({ role: 'img', 'aria-label': 'Warenkorb' });
  });

  it('keeps skeletons out of the accessibility tree', () => {
    const html = render(<Skeleton lines={3} />);
    expect(tag(html, 'span').attrs['aria-hidden']).toBe('true');
    expect(tags(html, 'span').filter((t) => hasClass(t, 'tw-skeleton'))).toHaveLength(3);
  });

  it('marks the current step with aria-current="step"', () => {
    const html = render(
      <Stepper
        label="Registrierung"
        steps={['Name', 'Geburtstag', 'Adresse']}
        current={1}
        completedLabel="abgeschlossen"
      />,
    );
    expect(tag(html, 'nav').attrs['aria-label']).toBe('Registrierung');
    const items = tags(html, 'li');
    expect(items.map((i) => i.attrs['aria-current'])).toEqual([undefined, 'step', undefined]);
    expect(html).toContain('abgeschlossen');
  });
});
