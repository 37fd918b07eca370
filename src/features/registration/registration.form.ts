import type { RegistrationData } from '../../../core/domain/registration';
import type { Temporal } from '../../../core/shared/temporal';
import type { Clock } from '../../../ports/clock.port';
import {
  ContainsLowerAndUpperCase,
  ContainsSpecialCharacterOrNumber,
  HasMinLength,
  IsAdult,
  IsRequired,
  IsValidDate,
  IsValidSchufa,
  MatchesPattern,
} from '../../forms/rule-decorators';
import { validateForm } from '../../forms/validate-form';
import { AddressFields } from '../../forms/address-fields';
import type { FieldValidator } from './registration.view-model';

/** A name: Latin letters (umlauts, ß, accents), spaces, hyphens, apostrophes, dots; at most 60. */
const NAME = /^[\p{L}][\p{L}\p{M}' .-]{0,59}$/u;

/**
 * The registration's fields with the rules of spec/1 §5. A property's decorators run bottom-up,
 * so each field's first rule sits next to it; validateForm answers the first failure per field.
 * "Now" comes from the Clock, so the age check moves with the day (LOTTERY-RULES §7).
 */
class RegistrationForm extends AddressFields implements RegistrationData {
  @IsValidSchufa()
  @MatchesPattern(NAME)
  @IsRequired()
  firstName = '';

  @IsValidSchufa()
  @MatchesPattern(NAME)
  @IsRequired()
  lastName = '';

  @IsValidSchufa()
  @MatchesPattern(NAME)
  @IsRequired()
  birthName = '';

  @IsAdult((form: RegistrationForm) => form.now)
  @IsValidDate()
  @IsRequired()
  dateOfBirth = '';

  @ContainsSpecialCharacterOrNumber()
  @ContainsLowerAndUpperCase()
  @HasMinLength(8)
  @IsRequired()
  password = '';

  readonly now: Temporal.Instant;

  constructor(data: RegistrationData, now: Temporal.Instant) {
    super();
    Object.assign(this, data);
    this.now = now; // after the data, which (a stored draft) could carry a key of that name
  }
}

/** One field's first failure, or null: the registration's check, and the recovery's for e-mail and new password. */
export const registrationRules =
  (clock: Clock): FieldValidator =>
  (field, data) =>
    validateForm(new RegistrationForm(data, clock.now()), [field])[field] ?? null;
