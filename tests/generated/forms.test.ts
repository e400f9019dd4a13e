// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  loginFormSchema,
  phoneValidationFormFields,
  recoveryUsernameFormSchema,
  registerFormFields,
  registerFormSchema,
} from '@generated/forms';

// The form schemas compiled from the contract carry the forms' validation rules.
function errorsOf(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } }, value: unknown) {
  const result = schema.safeParse(value);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const validRegistration = {
  name: 'Ayşe Nur',
  surname: 'Çelik',
  username: 'aysenur90',
  email: 'ayse@example.com',
  phone: '905321234567',
  country: 1,
  birthDateDay: '01',
  birthDateMonth: '01',
  birthDateYear: '1970',
  trialBonus: false,
  password: 'secret1',
  password2: 'secret1',
};

describe('generated form schemas', () => {
  it('login: username 1-50, password 3-100', () => {
    expect(errorsOf(loginFormSchema, { username: '', password: 'ab' })).toEqual({
      username: 'validation.required',
      password: 'validation.minLength?min=3',
    });
    expect(errorsOf(loginFormSchema, { username: 'x'.repeat(51), password: 'abc' })).toEqual({
      username: 'validation.maxLength?max=50',
    });
  });

  it('register: accepts a valid registration', () => {
    expect(registerFormSchema.safeParse(validRegistration).success).toBe(true);
  });

  it.each([
    ['name', 'Ali  Veli', 'validation.personName'],
    ['name', 'Ali3', 'validation.personName'],
    ['surname', 'A', 'validation.minLength?min=2'],
    ['username', 'ali_1', 'validation.alphanumeric'],
    ['username', 'ali', 'validation.minLength?min=5'],
    ['email', '', 'validation.required'],
    ['email', 'ayse@', 'validation.email'],
    ['phone', '90532abc', 'validation.digits'],
    ['birthDateYear', '70', 'validation.digits'],
    ['password', '1234', 'validation.minLength?min=5'],
  ])('register: %s = %j is refused with %s', (field, value, message) => {
    const errors = errorsOf(registerFormSchema, { ...validRegistration, [field]: value });
    expect(errors[field]).toBe(message);
  });

  it('register: Turkish letters with single spaces are accepted', () => {
    const value = { ...validRegistration, name: 'Şükrü İğdır Öz', surname: 'Ğüçlü' };
    expect(registerFormSchema.safeParse(value).success).toBe(true);
  });

  it('register: passwords must match, reported on the confirmation even beside other errors', () => {
    const errors = errorsOf(registerFormSchema, {
      ...validRegistration,
      username: 'ab',
      password2: 'secret2',
    });
    expect(errors.password2).toBe('validation.mismatch');
    expect(errors.username).toBe('validation.minLength?min=5');
  });

  it('change password: confirmation must match', () => {
    const errors = errorsOf(changePasswordFormSchema, {
      oldPassword: 'old12',
      password: 'new12',
      confirmPassword: 'new13',
    });
    expect(errors).toEqual({ confirmPassword: 'validation.mismatch' });
  });

  it('recovery: username 2-20', () => {
    expect(errorsOf(recoveryUsernameFormSchema, { username: 'a' })).toEqual({
      username: 'validation.minLength?min=2',
    });
  });

  it('carries the UI rules JSON Schema cannot say: masks, the 90 prefix, placeholders', () => {
    expect(registerFormFields.phone).toMatchObject({ mask: '0000000000', prefix: '90' });
    expect(registerFormFields.birthDateYear).toMatchObject({ placeholder: '1970' });
    expect(registerFormFields.country).toMatchObject({ hidden: true });
    expect(phoneValidationFormFields.code).toMatchObject({ mask: '00-00-00', altMask: '000-000' });
  });
});
