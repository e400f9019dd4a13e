// @vitest-environment node
import { describe } from 'vitest';
import { registerFormSchema } from '@generated/forms';
import { checkFieldRules, type Row } from './field-rules';

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

const rows: Row[] = [
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
];

describe('field rules of the registration form', () => {
  checkFieldRules(rows);
});
