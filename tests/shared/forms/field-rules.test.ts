// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  loginFormSchema,
  phoneValidationFormFields,
  phoneValidationFormSchema,
  recoveryCodeFormSchema,
  recoveryPasswordFormSchema,
  recoveryUsernameFormSchema,
  registerFormFields,
} from '@generated/forms';
import { codeStepFormSchema } from '@/shared/phone/code-step-schema';
import { checkFieldRules, firstError, type Row } from './field-rules';

const login = { username: 'demo', password: 'demo123' };
const phone = { phone: '5321234567', code: '123456' };
const changePassword = { oldPassword: 'old12', password: 'new12', confirmPassword: 'new12' };
const recoveryPassword = { password: 'new12', password2: 'new12' };

const rows: Row[] = [
  {
    form: 'Login',
    field: 'username',
    schema: loginFormSchema,
    base: login,
    pass: ['a', 'x'.repeat(50)],
    fail: [
      ['', 'validation.required'],
      ['x'.repeat(51), 'validation.maxLength?max=50'],
    ],
  },
  {
    form: 'Login',
    field: 'password',
    schema: loginFormSchema,
    base: login,
    pass: ['abc', 'x'.repeat(100)],
    fail: [
      ['', 'validation.required'],
      ['ab', 'validation.minLength?min=3'],
      ['x'.repeat(101), 'validation.maxLength?max=100'],
    ],
  },
  {
    form: 'Phone validation',
    field: 'phone',
    schema: phoneValidationFormSchema,
    base: phone,
    pass: ['53212', '5321234567'],
    fail: [
      ['', 'validation.required'],
      ['5321', 'validation.minLength?min=5'],
      ['9'.repeat(21), 'validation.maxLength?max=20'],
      ['532 123', 'validation.digits'],
    ],
  },
  {
    form: 'Phone validation',
    field: 'code',
    schema: phoneValidationFormSchema,
    base: phone,
    pass: ['123456', '000000'],
    fail: [
      ['12345', 'validation.length?length=6'],
      ['1234567', 'validation.length?length=6'],
      ['12345a', 'validation.digits'],
    ],
  },
  {
    form: 'Recovery step 1',
    field: 'username',
    schema: recoveryUsernameFormSchema,
    base: { username: 'demo' },
    pass: ['ab', 'x'.repeat(20)],
    fail: [
      ['', 'validation.required'],
      ['a', 'validation.minLength?min=2'],
      ['x'.repeat(21), 'validation.maxLength?max=20'],
    ],
  },
  {
    form: 'Recovery step 2',
    field: 'code',
    schema: recoveryCodeFormSchema,
    base: { code: '123456' },
    pass: ['abc', 'x'.repeat(20)],
    fail: [
      ['', 'validation.required'],
      ['ab', 'validation.minLength?min=3'],
      ['x'.repeat(21), 'validation.maxLength?max=20'],
    ],
  },
  {
    form: 'Recovery step 3',
    field: 'password',
    schema: recoveryPasswordFormSchema,
    base: recoveryPassword,
    pass: ['new12'],
    fail: [
      ['', 'validation.required'],
      ['new1', 'validation.minLength?min=5'],
    ],
  },
  {
    form: 'Recovery step 3',
    field: 'password2',
    schema: recoveryPasswordFormSchema,
    base: recoveryPassword,
    pass: ['new12'],
    fail: [
      ['new1', 'validation.minLength?min=5'],
      ['new13', 'validation.mismatch'],
    ],
  },
  ...(['oldPassword', 'password'] as const).map((field): Row => ({
    form: 'Change password',
    field,
    schema: changePasswordFormSchema,
    base: { ...changePassword, password: 'same5', confirmPassword: 'same5' },
    pass: ['12345', 'a longer password'],
    fail: [
      ['', 'validation.required'],
      ['abcd', 'validation.minLength?min=5'],
    ],
  })),
  {
    form: 'Change password',
    field: 'confirmPassword',
    schema: changePasswordFormSchema,
    base: changePassword,
    pass: ['new12'],
    fail: [
      ['abcd', 'validation.minLength?min=5'],
      ['new13', 'validation.mismatch'],
    ],
  },
];

describe('field rules of the login, phone, recovery and password forms', () => {
  checkFieldRules(rows);

  it('phone validation requires the code at step 2 (the contract says so for step 2 only)', () => {
    const step2 = codeStepFormSchema;
    expect(firstError(step2, { phone: '5321234567' }, 'code')).toBe('validation.required');
    expect(firstError(phoneValidationFormSchema, { phone: '5321234567' }, 'code')).toBeUndefined();
  });

  it('masks: the phone is ten digits after a fixed 90; the SMS code pairs and triples', () => {
    expect(registerFormFields.phone).toMatchObject({ mask: '0000000000', prefix: '90' });
    expect(phoneValidationFormFields.phone).toMatchObject({ mask: '0000000000', prefix: '90' });
    expect(phoneValidationFormFields.code).toMatchObject({ mask: '00-00-00', altMask: '000-000' });
  });

  it('birth date parts: two, two and four digits with the placeholder 01-01-1970', () => {
    const { birthDateDay, birthDateMonth, birthDateYear } = registerFormFields;
    expect([
      birthDateDay.placeholder,
      birthDateMonth.placeholder,
      birthDateYear.placeholder,
    ]).toEqual(['01', '01', '1970']);
    expect([birthDateDay.mask, birthDateMonth.mask, birthDateYear.mask]).toEqual([
      '00',
      '00',
      '0000',
    ]);
  });
});
