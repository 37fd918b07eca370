import { observer } from 'mobx-react-lite';
import type { RegistrationViewModel, Field } from './registration.view-model';
import { TextField } from '../../ui/text-field';
import { t } from '../../i18n/i18n';
import { fieldMessage } from '../../forms/field-message';

/** The password is a new one: its messages are the lines of the password checklist. */
const messageField = (field: Field) => (field === 'password' ? 'new_password' : field);

const INPUTS: Partial<Record<Field, { type?: string; autoComplete: string; inputMode?: 'numeric' | 'email' }>> = {
  firstName: { autoComplete: 'given-name' },
  lastName: { autoComplete: 'family-name' },
  birthName: { autoComplete: 'off' },
  dateOfBirth: { autoComplete: 'bday', inputMode: 'numeric' },
  birthplace: { autoComplete: 'off' },
  street: { autoComplete: 'address-line1' },
  houseNumber: { autoComplete: 'address-line2' },
  zipCode: { autoComplete: 'postal-code', inputMode: 'numeric' },
  city: { autoComplete: 'address-level2' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  password: { type: 'password', autoComplete: 'new-password' },
};

/** One registration field: German label and hint, checked on blur and on change (not on input). */
export const RegistrationField = observer(function RegistrationField({
  vm,
  field,
}: {
  vm: RegistrationViewModel;
  field: Field;
}) {
  const failure = vm.errors[field];
  const input = INPUTS[field] ?? { autoComplete: 'off' };
  const hint = t(`registration.hints.${field}`, { defaultValue: '' });
  return (
    <TextField
      label={t(`registration.fields.${field}`)}
      hint={hint || undefined}
      name={field}
      type={input.type ?? 'text'}
      autoComplete={input.autoComplete}
      inputMode={input.inputMode}
      value={vm.data[field]}
      onChange={(e) => vm.set(field, e.target.value)}
      onBlur={() => vm.check(field)}
      error={failure ? fieldMessage(messageField(field), failure) : undefined}
      required
    />
  );
});
