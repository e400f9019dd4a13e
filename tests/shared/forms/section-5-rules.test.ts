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
  registerFormSchema,
} from '@generated/forms';
import { parseErrorDescriptor } from '@/shared/forms/form-error';
import enValidation from '@/shared/i18n/locales/en/validation.json';
import trValidation from '@/shared/i18n/locales/tr/validation.json';
import { codeStepFormSchema } from '@/shared/phone/code-step-schema';

// Spec 5, row by row: every rule the forms use gets a value it accepts and one it refuses, and
// the refusal's message exists in both languages.
type Schema = {
  safeParse: (value: unknown) => {
    success: boolean;
    error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
  };
};

function firstError(schema: Schema, values: object, field: string): string | undefined {
  const result = schema.safeParse(values);
  return result.error?.issues.find((issue) => issue.path.join('.') === field)?.message;
}

const login = { username: 'demo', password: 'demo123' };
const register = {
  name: 'Ayşe Nur',
  surname: 'Çağlıöz',
  username: 'aysenur90',
  email: 'ayse@example.com',
  phone: '5321234567',
  country: 1,
  birthDateDay: '17',
  birthDateMonth: '05',
  birthDateYear: '1990',
  trialBonus: false,
  password: 'secret1',
  password2: 'secret1',
};
const phone = { phone: '5321234567', code: '123456' };
const changePassword = { oldPassword: 'old12', password: 'new12', confirmPassword: 'new12' };
const recoveryPassword = { password: 'new12', password2: 'new12' };

interface Row {
  form: string;
  field: string;
  schema: Schema;
  base: object;
  pass: unknown[];
  fail: Array<[unknown, string]>;
}

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
  ...(['name', 'surname'] as const).map((field): Row => ({
    form: 'Register',
    field,
    schema: registerFormSchema,
    base: register,
    pass: ['Al', 'Şükrü Öğüt', 'ÇĞİÖŞÜ çğıöşü', 'x'.repeat(100)],
    fail: [
      ['', 'validation.required'],
      ['A', 'validation.minLength?min=2'],
      ['x'.repeat(101), 'validation.maxLength?max=100'],
      ['Ali  Veli', 'validation.personName'],
      [' Ali', 'validation.personName'],
      ['Ali3', 'validation.personName'],
    ],
  })),
  {
    form: 'Register',
    field: 'username',
    schema: registerFormSchema,
    base: register,
    pass: ['ali12', 'x'.repeat(30)],
    fail: [
      ['', 'validation.required'],
      ['ali1', 'validation.minLength?min=5'],
      ['x'.repeat(31), 'validation.maxLength?max=30'],
      ['ali_12', 'validation.alphanumeric'],
      ['ayşe12', 'validation.alphanumeric'],
    ],
  },
  {
    form: 'Register',
    field: 'email',
    schema: registerFormSchema,
    base: register,
    pass: ['a@b.co', `${'x'.repeat(90)}@example.com`.slice(-100)],
    fail: [
      ['', 'validation.required'],
      ['ayse@', 'validation.email'],
      [`${'x'.repeat(95)}@example.com`, 'validation.maxLength?max=100'],
    ],
  },
  {
    form: 'Register',
    field: 'phone',
    schema: registerFormSchema,
    base: register,
    pass: ['53212', '5321234567', '9'.repeat(20)],
    fail: [
      ['', 'validation.required'],
      ['5321', 'validation.minLength?min=5'],
      ['9'.repeat(21), 'validation.maxLength?max=20'],
      ['532-123-45', 'validation.digits'],
    ],
  },
  {
    form: 'Register',
    field: 'password',
    schema: registerFormSchema,
    base: register,
    pass: ['12345'],
    fail: [
      ['', 'validation.required'],
      ['1234', 'validation.minLength?min=5'],
    ],
  },
  {
    form: 'Register',
    field: 'password2',
    schema: registerFormSchema,
    base: register,
    pass: ['secret1'],
    fail: [
      ['1234', 'validation.minLength?min=5'],
      ['secret2', 'validation.mismatch'],
    ],
  },
  {
    form: 'Register',
    field: 'country',
    schema: registerFormSchema,
    base: register,
    pass: [1, 90],
    fail: [
      // An empty (hidden, not yet preselected) country is "required", not "enter a number".
      [undefined, 'validation.required'],
      ['1', 'validation.number'],
    ],
  },
  {
    form: 'Register',
    field: 'birthDateDay',
    schema: registerFormSchema,
    base: register,
    pass: ['01', '31'],
    fail: [
      ['', 'validation.required'],
      ['1', 'validation.digits'],
      ['1a', 'validation.digits'],
    ],
  },
  {
    form: 'Register',
    field: 'birthDateMonth',
    schema: registerFormSchema,
    base: register,
    pass: ['01', '12'],
    fail: [
      ['', 'validation.required'],
      ['123', 'validation.digits'],
    ],
  },
  {
    form: 'Register',
    field: 'birthDateYear',
    schema: registerFormSchema,
    base: register,
    pass: ['1970', '2001'],
    fail: [
      ['', 'validation.required'],
      ['70', 'validation.digits'],
    ],
  },
  {
    form: 'Register',
    field: 'trialBonus',
    schema: registerFormSchema,
    base: register,
    pass: [true, false],
    fail: [[undefined, 'validation.required']],
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

describe('spec 5 validation table, through the generated form schemas', () => {
  describe.each(rows)('$form $field', ({ field, schema, base, pass, fail }) => {
    it.each(pass.map((value) => [value]))('accepts %j', (value) => {
      expect(firstError(schema, { ...base, [field]: value }, field)).toBeUndefined();
    });

    it.each(fail)('refuses %j with %s, a message both languages have', (value, error) => {
      expect(firstError(schema, { ...base, [field]: value }, field)).toBe(error);
      const { key } = parseErrorDescriptor(error);
      const name = key.replace(/^validation\./, '');
      expect(enValidation).toHaveProperty(name);
      expect(trValidation).toHaveProperty(name);
    });
  });

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
