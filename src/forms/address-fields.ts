import {
  HasLength,
  HasMinLength,
  IsEmailAddress,
  IsNumericDigits,
  IsRequired,
  IsValidSchufa,
  MatchesPattern,
} from './rule-decorators';

/** 12, 12a, 12-14, 12 a / 14 b. */
const HOUSE_NUMBER = /^\d{1,5}\s?[a-zA-Z]?(\s?[-/]\s?\d{1,5}\s?[a-zA-Z]?)?$/;

/**
 * Birthplace, address and e-mail with the rules of spec/1 §5: the same fields with the same rules
 * in the registration and on the personal data page, so both forms extend this one (class-validator
 * runs a base class's decorators for its subclasses). A property's decorators run bottom-up: the
 * first rule sits next to the property.
 */
export class AddressFields {
  @HasMinLength(2)
  @IsValidSchufa()
  @IsRequired()
  birthplace = '';

  @IsValidSchufa()
  @IsRequired()
  street = '';

  @MatchesPattern(HOUSE_NUMBER)
  @IsRequired()
  houseNumber = '';

  @HasLength(5)
  @IsNumericDigits()
  @IsRequired()
  zipCode = '';

  @IsValidSchufa()
  @IsRequired()
  city = '';

  @IsEmailAddress()
  @IsRequired()
  email = '';
}
