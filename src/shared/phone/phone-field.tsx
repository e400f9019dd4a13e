import { phoneValidationFormFields } from '@generated/forms';
import { MaskedField } from '@/shared/forms/masked-field';

export interface PhoneFieldProps {
  label: string;
  /** The field's name in the form; 'phone' unless given. */
  name?: string;
  readOnly?: boolean;
}

/**
 * A player's phone number: ten digits typed after the fixed +90, masked as the contract's phone
 * fields are (the same mask and prefix in registration and phone validation); the form value is
 * the ten digits.
 */
export function PhoneField({ label, name = 'phone', readOnly }: PhoneFieldProps) {
  const { mask, prefix } = phoneValidationFormFields.phone;
  return (
    <MaskedField
      name={name}
      label={label}
      mask={mask}
      prefix={prefix}
      autoComplete="tel-national"
      readOnly={readOnly}
    />
  );
}
