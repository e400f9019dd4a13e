import { TextField } from './text-field';

export interface PasswordField {
  /** The field's name in the form. */
  name: string;
  label: string;
}

export interface NewPasswordFieldsProps {
  password: PasswordField;
  /** The same password again. */
  confirmation: PasswordField;
}

/** A new password typed twice (registration, change password, recovery). */
export function NewPasswordFields({ password, confirmation }: NewPasswordFieldsProps) {
  return [password, confirmation].map(({ name, label }) => (
    <TextField key={name} name={name} type="password" label={label} autoComplete="new-password" />
  ));
}
