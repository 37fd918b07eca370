import { describe, expect, it } from 'vitest';
import type { MicroDepositDeps } from '../../src/features/verification/micro-deposit.form';
import { MicroDepositForm } from '../../src/features/verification/micro-deposit.form';
import { SepaAccountFields } from '../../src/features/verification/sepa-account-fields.view';
import { render, tag, tags } from './components/markup';

const makeForm = () => new MicroDepositForm({} as MicroDepositDeps, () => Promise.resolve());

describe('SepaAccountFields', () => {
  it('asks for the account holder and the IBAN, with the names the browser fills in', () => {
    const form = makeForm();
    form.set('firstName', 'Lena');
    form.set('lastName', 'Neumann');
    const html = render(<SepaAccountFields form={form} />);
    const inputs = tags(html, 'input');
    expect(inputs.map((i) => i.attrs.name)).toEqual(['holderFirstName', 'holderLastName', 'iban']);
    expect(inputs.map((i) => i.attrs.autocomplete)).toEqual(['given-name', 'family-name', 'off']);
    expect(tag(html, 'input', { name: 'holderFirstName' }).attrs.value).toBe('Lena');
    for (const label of ['Vorname des Kontoinhabers', 'Nachname des Kontoinhabers', 'IBAN'])
      expect(html).toContain(label);
    expect(html).toContain('Zum Beispiel DE89 3704 0044 0532 0130 00');
  });

  it('shows a field’s error under it', () => {
    const form = makeForm();
    form.errors = { iban: { rule: 'invalid_iban' } };
    const html = render(<SepaAccountFields form={form} />);
    expect(tag(html, 'input', { name: 'iban' }).attrs['aria-invalid']).toBe('true');
    expect(html).toContain('Bitte geben Sie eine gültige IBAN ein.');
  });
});
