import { describe, expect, it } from 'vitest';
import { Checkbox } from '../../../src/ui/checkbox';
import { RadioGroup } from '../../../src/ui/radio-group';
import { Select } from '../../../src/ui/select';
import { TextField } from '../../../src/ui/text-field';
import { hasClass, render, tag, tags, textOf } from './markup';

const describedIds = (value: string | undefined) => (value ?? '').split(' ').filter(Boolean);

describe('TextField', () => {
  it('links the label to the input through for/id', () => {
    const html = render(<TextField label="E-Mail-Adresse" />);
    const input = tag(html, 'input');
    expect(input.attrs.id).toBeTruthy();
    expect(tag(html, 'label').attrs.for).toBe(input.attrs.id);
    expect(html).toContain('E-Mail-Adresse');
  });

  it('gives two fields on one page different ids', () => {
    const html = render(
      <>
        <TextField label="Vorname" />
        <TextField label="Nachname" />
      </>,
    );
    const [first, second] = tags(html, 'input');
    expect(first?.attrs.id).not.toBe(second?.attrs.id);
  });

  it('describes the input with its hint and stays valid', () => {
    const html = render(<TextField label="Passwort" hint="Mindestens 8 Zeichen" />);
    const input = tag(html, 'input');
    const [hintId] = describedIds(input.attrs['aria-describedby']);
    expect(textOf(html, hintId ?? '')).toBe('Mindestens 8 Zeichen');
    expect(input.attrs['aria-invalid']).toBeUndefined();
    expect(html).not.toContain('role="alert"');
  });

  it('marks an error with aria-invalid, an alert and the describedby link after the hint', () => {
    const html = render(
      <TextField label="Passwort" hint="Mindestens 8 Zeichen" error="Zu kurz" aria-describedby="extern" />,
    );
    const input = tag(html, 'input');
    expect(input.attrs['aria-invalid']).toBe('true');
    const ids = describedIds(input.attrs['aria-describedby']);
    expect(ids).toHaveLength(3);
    expect(ids[0]).toBe('extern');
    const alert = tag(html, 'p', { role: 'alert' });
    expect(ids[2]).toBe(alert.attrs.id);
    expect(textOf(html, alert.attrs.id ?? '')).toBe('Zu kurz');
  });

  it('forwards native input props', () => {
    const html = render(
      <TextField
        label="Betrag"
        type="email"
        name="amount"
        autoComplete="email"
        inputMode="decimal"
        required
        placeholder="0,00"
        maxLength={8}
      />,
    );
    const input = tag(html, 'input');
    expect(input.attrs).toMatchObject({
      type: 'email',
      name: 'amount',
      autocomplete: 'email',
      inputmode: 'decimal',
      placeholder: '0,00',
      maxlength: '8',
    });
    expect('required' in input.attrs).toBe(true);
  });

  it('defaults to type text and respects a caller id', () => {
    const html = render(<TextField label="PLZ" id="zip" />);
    expect(tag(html, 'input').attrs).toMatchObject({ type: 'text', id: 'zip' });
    expect(tag(html, 'label').attrs.for).toBe('zip');
  });

  it('can hide the label visually while keeping it for screen readers', () => {
    const html = render(<TextField label="Suche" hideLabel />);
    expect(hasClass(tag(html, 'label'), 'tw-visually-hidden')).toBe(true);
  });

  it('treats an empty error string as no error', () => {
    expect(tag(render(<TextField label="Ort" error="" />), 'input').attrs['aria-invalid']).toBeUndefined();
  });
});

describe('Checkbox', () => {
  it('is a native checkbox linked to its label', () => {
    const html = render(<Checkbox label="Angemeldet bleiben" defaultChecked name="remember" />);
    const input = tag(html, 'input');
    expect(input.attrs).toMatchObject({ type: 'checkbox', name: 'remember' });
    expect('checked' in input.attrs).toBe(true);
    expect(tag(html, 'label').attrs.for).toBe(input.attrs.id);
  });

  it('announces an error and links it', () => {
    const html = render(<Checkbox label="AGB akzeptieren" error="Bitte bestätigen" />);
    const input = tag(html, 'input');
    const alert = tag(html, 'p', { role: 'alert' });
    expect(input.attrs['aria-invalid']).toBe('true');
    expect(input.attrs['aria-describedby']).toBe(alert.attrs.id);
  });
});

describe('Select', () => {
  const options = [
    { value: 'BE', label: 'Berlin' },
    { value: 'HH', label: 'Hamburg', disabled: true },
  ];

  it('links label and select and renders the options', () => {
    const html = render(<Select label="Bundesland" options={options} />);
    const select = tag(html, 'select');
    expect(tag(html, 'label').attrs.for).toBe(select.attrs.id);
    expect(tags(html, 'option').map((o) => o.attrs.value)).toEqual(['BE', 'HH']);
    expect('disabled' in tag(html, 'option', { value: 'HH' }).attrs).toBe(true);
  });

  it('shows the placeholder as the initially selected, non-selectable entry', () => {
    const html = render(<Select label="Bundesland" placeholder="Bitte wählen" options={options} />);
    const placeholder = tag(html, 'option', { value: '' });
    expect('selected' in placeholder.attrs).toBe(true);
    expect('disabled' in placeholder.attrs).toBe(true);
  });

  it('marks an error as invalid and alerts it', () => {
    const html = render(<Select label="Bundesland" options={options} error="Pflichtfeld" />);
    expect(tag(html, 'select').attrs['aria-invalid']).toBe('true');
    expect(html).toContain('role="alert"');
  });
});

describe('RadioGroup', () => {
  const options = [
    { value: 'wallet', label: 'Guthaben', hint: '42,50 € verfügbar' },
    { value: 'sepa', label: 'SEPA-Lastschrift' },
    { value: 'card', label: 'Kreditkarte', disabled: true },
  ];

  it('groups radios in a fieldset with a legend', () => {
    const html = render(
      <RadioGroup legend="Zahlungsart" name="payment" options={options} value="sepa" onChange={() => undefined} />,
    );
    expect(tags(html, 'fieldset')).toHaveLength(1);
    expect(html).toMatch(/<legend[^>]*>Zahlungsart<\/legend>/);
    const radios = tags(html, 'input');
    expect(radios.every((r) => r.attrs.type === 'radio' && r.attrs.name === 'payment')).toBe(true);
    for (const radio of radios) expect(tag(html, 'label', { for: radio.attrs.id ?? '' })).toBeDefined();
  });

  it('checks the controlled value only', () => {
    const html = render(
      <RadioGroup legend="Zahlungsart" name="payment" options={options} value="sepa" onChange={() => undefined} />,
    );
    expect(
      tags(html, 'input')
        .filter((r) => 'checked' in r.attrs)
        .map((r) => r.attrs.value),
    ).toEqual(['sepa']);
  });

  it('links option hints and disables single options', () => {
    const html = render(<RadioGroup legend="Zahlungsart" name="payment" options={options} />);
    const wallet = tag(html, 'input', { value: 'wallet' });
    expect(textOf(html, wallet.attrs['aria-describedby'] ?? '')).toBe('42,50 € verfügbar');
    expect('disabled' in tag(html, 'input', { value: 'card' }).attrs).toBe(true);
  });

  it('describes the group with its hint and error, the error as alert', () => {
    const html = render(
      <RadioGroup legend="Super 6" name="s6" options={options} hint="Zusatzspiel" error="Bitte wählen" />,
    );
    const ids = describedIds(tag(html, 'fieldset').attrs['aria-describedby']);
    expect(ids.map((id) => textOf(html, id))).toEqual(['Zusatzspiel', 'Bitte wählen']);
    expect(tag(html, 'p', { role: 'alert' }).attrs.id).toBe(ids[1]);
  });
});
