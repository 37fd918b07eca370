import { IsEmailAddress, IsRequired } from '../../forms/rule-decorators';
import { validateForm, type FormErrors, type FormField } from '../../forms/validate-form';

/** The login's fields: an e-mail address and a password, both required (the first rule sits next to the property). */
class LoginForm {
  @IsEmailAddress()
  @IsRequired()
  username = '';

  @IsRequired()
  password = '';
}

export type LoginField = FormField<LoginForm>;
export type LoginErrors = FormErrors<LoginForm>;

/** First failing rule per field. */
export const validateLoginForm = (values: { username: string; password: string }): LoginErrors =>
  validateForm(Object.assign(new LoginForm(), values));
