import { describe, expect, it } from 'vitest';
import { Button } from '../../../src/ui/button';
import { Modal, ModalFrame } from '../../../src/ui/modal';
import { isTopModal, needsScrollStop, pushModal, removeModal, trapTarget } from '../../../src/ui/modal-focus';
import { hasClass, render, tag, textOf } from './markup';

const noop = () => undefined;

describe('Modal', () => {
  it('renders nothing without a document (server rendering), even when open', () => {
    expect(
      render(
        <Modal open title="Anmelden" onClose={noop}>
          Inhalt
        </Modal>,
      ),
    ).toBe('');
  });

  it('renders nothing when closed', () => {
    expect(
      render(
        <Modal open={false} title="Anmelden" onClose={noop}>
          Inhalt
        </Modal>,
      ),
    ).toBe('');
  });
});

describe('ModalFrame', () => {
  const frame = (extra: Partial<Parameters<typeof ModalFrame>[0]> = {}) =>
    render(
      <ModalFrame title="Einzahlung" titleId="t1" onClose={noop} {...extra}>
        Betrag wählen
      </ModalFrame>,
    );

  it('is a modal dialog labelled by its title', () => {
    const html = frame();
    const dialog = tag(html, 'div', { role: 'dialog' });
    expect(dialog.attrs['aria-modal']).toBe('true');
    expect(dialog.attrs['aria-labelledby']).toBe('t1');
    expect(textOf(html, 't1')).toBe('Einzahlung');
    // Focus fallback target: focusable by script, not in the Tab order.
    expect(dialog.attrs.tabindex).toBe('-1');
  });

  it('has a labelled close button, German by default', () => {
    expect(tag(frame(), 'button').attrs['aria-label']).toBe('Schließen');
    expect(tag(frame({ closeLabel: 'Fenster schließen' }), 'button').attrs['aria-label']).toBe('Fenster schließen');
    expect(tag(frame(), 'button').attrs.type).toBe('button');
  });

  it('renders the footer only when given', () => {
    expect(frame()).not.toContain('tw-modal__footer');
    const html = frame({ footer: <Button>Einzahlen</Button> });
    expect(html).toContain('tw-modal__footer');
    expect(html).toContain('Einzahlen');
  });

  it('adds no landmarks of its own (portalled to <body>, a <header> would be a second banner)', () => {
    const html = frame({ footer: <Button>Einzahlen</Button> });
    expect(html).not.toContain('<header');
    expect(html).not.toContain('<footer');
  });

  it('applies the size', () => {
    expect(hasClass(tag(frame(), 'div', { role: 'dialog' }), 'tw-modal__dialog--md')).toBe(true);
    expect(
      hasClass(tag(frame({ size: 'fullscreen' }), 'div', { role: 'dialog' }), 'tw-modal__dialog--fullscreen'),
    ).toBe(true);
  });
});

describe('focus trap', () => {
  it('wraps Tab from the last element to the first', () => {
    expect(trapTarget(2, 3, false)).toBe(0);
  });

  it('wraps Shift+Tab from the first element to the last', () => {
    expect(trapTarget(0, 3, true)).toBe(2);
  });

  it('leaves moves inside the dialog to the browser', () => {
    expect(trapTarget(0, 3, false)).toBeNull();
    expect(trapTarget(2, 3, true)).toBeNull();
  });

  it('brings focus from the dialog itself or outside to the first or last element', () => {
    expect(trapTarget(-1, 3, false)).toBe(0);
    expect(trapTarget(-1, 3, true)).toBe(2);
  });

  it('keeps focus on the dialog when nothing inside is tabbable', () => {
    expect(trapTarget(-1, 0, false)).toBe(-1);
  });

  it('makes a scrolling body without controls a Tab stop, so the keyboard can scroll it', () => {
    expect(needsScrollStop(900, 400, 0)).toBe(true);
    expect(needsScrollStop(900, 400, 1)).toBe(false);
    expect(needsScrollStop(400, 400, 0)).toBe(false);
  });

  it('lets only the innermost open modal react', () => {
    const outer = Symbol('outer');
    const inner = Symbol('inner');
    pushModal(outer);
    pushModal(inner);
    expect(isTopModal(inner)).toBe(true);
    expect(isTopModal(outer)).toBe(false);
    removeModal(inner);
    expect(isTopModal(outer)).toBe(true);
    removeModal(outer);
    expect(isTopModal(outer)).toBe(false);
  });
});
