import { observer } from 'mobx-react-lite';
import { TextField } from '../../ui/text-field';
import { t } from '../../i18n/i18n';
import type { MicroDepositForm } from './micro-deposit.form';
import { fieldError } from './verification-text';
import './verification-strings';

/**
 * The SEPA account's holder (first and last name) and IBAN: verification's micro deposit and the
 * payment data page. A holder who is not the player (GlüStV) is explained after both names, at the
 * last name: on leaving a name field (the core's rule) and when the platform refuses it.
 */
export const SepaAccountFields = observer(function SepaAccountFields({ form }: { form: MicroDepositForm }) {
  return (
    <>
      <div className="tw-cluster">
        <TextField
          label={t('verification.microDeposit.firstName')}
          name="holderFirstName"
          autoComplete="given-name"
          value={form.firstName}
          onChange={(e) => form.set('firstName', e.target.value)}
          onBlur={() => form.checkHolder()}
          error={fieldError('firstName', form.errors.firstName)}
          required
        />
        <TextField
          label={t('verification.microDeposit.lastName')}
          name="holderLastName"
          autoComplete="family-name"
          value={form.lastName}
          onChange={(e) => form.set('lastName', e.target.value)}
          onBlur={() => form.checkHolder()}
          error={fieldError('lastName', form.errors.lastName) ?? fieldError('holder', form.errors.holder)}
          required
        />
      </div>
      <TextField
        label={t('verification.microDeposit.iban')}
        hint={t('verification.microDeposit.ibanHint')}
        name="iban"
        autoComplete="off"
        spellCheck={false}
        value={form.iban}
        onChange={(e) => form.set('iban', e.target.value)}
        error={fieldError('iban', form.errors.iban)}
        required
      />
    </>
  );
});
