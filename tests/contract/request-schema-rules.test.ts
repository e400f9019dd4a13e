// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { at, requestMedia, type Obj } from '../../scripts/lib/contract-doc.ts';
import { byKey, doc, schema } from './contract-schemas';

describe('validation rules on the request schemas', () => {
  it.each([
    ['POST /auth/login', 'LoginRequest'],
    ['POST /auth/register', 'RegisterRequest'],
    ['POST /customer/updatephone', 'UpdatePhoneRequest'],
    ['POST /auth/sendresetpassword', 'SendResetPasswordRequest'],
    ['POST /auth/checkresetcode', 'CheckResetCodeRequest'],
    ['POST /auth/changepasswordwithcode', 'ChangePasswordWithCodeRequest'],
    ['POST /customer/changepassword', 'ChangePasswordRequest'],
  ])('%s takes %s', (call, name) => {
    const operation = byKey.get(call);
    const ref = operation && at(requestMedia(doc, operation), 'schema', '$ref');
    expect(ref, `${call} request schema`).toBe(`#/components/schemas/${name}`);
  });

  // [schema, property, constraints, required unconditionally]
  it.each<[string, string, Obj, boolean]>([
    ['LoginRequest', 'username', { minLength: 1, maxLength: 50 }, true],
    ['LoginRequest', 'password', { minLength: 3, maxLength: 100 }, true],
    ['RegisterRequest', 'name', { minLength: 2, maxLength: 100 }, true],
    ['RegisterRequest', 'surname', { minLength: 2, maxLength: 100 }, true],
    ['RegisterRequest', 'username', { minLength: 5, maxLength: 30 }, true],
    ['RegisterRequest', 'email', { minLength: 5, maxLength: 100, format: 'email' }, true],
    ['RegisterRequest', 'phone', { minLength: 5, maxLength: 20 }, true],
    ['RegisterRequest', 'password', { minLength: 5 }, true],
    ['RegisterRequest', 'password2', { minLength: 5 }, true],
    ['UpdatePhoneRequest', 'phone', { minLength: 5, maxLength: 20 }, true],
    ['UpdatePhoneRequest', 'code', { minLength: 6, maxLength: 6 }, false],
    ['SendResetPasswordRequest', 'username', { minLength: 2, maxLength: 20 }, true],
    ['CheckResetCodeRequest', 'code', { minLength: 3, maxLength: 20 }, true],
    ['ChangePasswordWithCodeRequest', 'password', { minLength: 5 }, true],
    ['ChangePasswordWithCodeRequest', 'password2', { minLength: 5 }, true],
    ['ChangePasswordRequest', 'oldPassword', { minLength: 5 }, true],
    ['ChangePasswordRequest', 'password', { minLength: 5 }, true],
    ['ChangePasswordRequest', 'confirmPassword', { minLength: 5 }, true],
  ])('%s.%s', (name, property, constraints, required) => {
    const target = schema(name);
    expect(at(target, 'properties', property), `${name}.${property}`).toMatchObject({
      type: 'string',
      ...constraints,
    });
    if (required) expect(target.required, `${name}.required`).toContain(property);
  });

  it('UpdatePhoneRequest requires the code at step 2', () => {
    const target = schema('UpdatePhoneRequest');
    expect(at(target, 'if', 'properties', 'step', 'const'), 'if step is 2').toBe(2);
    expect(at(target, 'then', 'required'), 'then code is required').toContain('code');
  });

  // [schema, property, accepted, rejected]
  it.each<[string, string, string[], string[]]>([
    ['RegisterRequest', 'name', ['Ayşe Nur', 'Çağrı', 'İlknur'], ['Ayşe  Nur', ' Ayşe', 'Ali2']],
    ['RegisterRequest', 'username', ['mehmet1985'], ['mehmet_85', 'mehmet 85', 'ayşe1']],
    ['RegisterRequest', 'phone', ['5321234567'], ['532 123', '+90532', '532-123']],
    ['RegisterRequest', 'birthDateDay', ['07'], ['7', '007']],
    ['RegisterRequest', 'birthDateMonth', ['03'], ['3', 'ab']],
    ['RegisterRequest', 'birthDateYear', ['1994'], ['94', '19944']],
    ['UpdatePhoneRequest', 'phone', ['5321234567'], ['532 123', '53a21']],
    ['UpdatePhoneRequest', 'code', ['482913'], ['48291a', '48-29-13', '4829130']],
  ])('%s.%s pattern', (name, property, accepted, rejected) => {
    const pattern = at(schema(name), 'properties', property, 'pattern');
    expect(typeof pattern, `${name}.${property}.pattern`).toBe('string');
    const regex = new RegExp(String(pattern), 'u');
    const cases = [
      ...accepted.map((t) => [t, true] as const),
      ...rejected.map((t) => [t, false] as const),
    ];
    for (const [text, ok] of cases)
      expect(regex.test(text), `${name}.${property}: '${text}'`).toBe(ok);
  });

  it.each([
    ['RegisterRequest', 'password2', 'password'],
    ['ChangePasswordWithCodeRequest', 'password2', 'password'],
    ['ChangePasswordRequest', 'confirmPassword', 'password'],
  ])('%s x-form: %s matches %s', (name, field, equals) => {
    expect(at(schema(name), 'x-form', 'matches'), `${name} x-form.matches`).toEqual(
      expect.arrayContaining([expect.objectContaining({ field, equals })]),
    );
  });
});
