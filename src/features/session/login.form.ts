import { IsEmail, IsNotEmpty, validateSync } from 'class-validator';

/** Login form rules; messages are rule names, turned into German by the i18n lookup. */
class LoginForm {
  @IsEmail({}, { message: 'email' })
  @IsNotEmpty({ message: 'required' })
  username = '';

  @IsNotEmpty({ message: 'required' })
  password = '';
}

export type LoginField = 'username' | 'password';

/** First failing rule per field (validation stops at the first error). */
export function validateLoginForm(values: { username: string; password: string }): Partial<Record<LoginField, string>> {
  const errors: Partial<Record<LoginField, string>> = {};
  for (const e of validateSync(Object.assign(new LoginForm(), values), { stopAtFirstError: true })) {
    const first = Object.values(e.constraints ?? {})[0];
    if (first) errors[e.property as LoginField] = first;
  }
  return errors;
}
