import { describe, expect, it } from 'vitest';
import { parseErrorDescriptor } from '@/shared/forms/form-error';
import enValidation from '@/shared/i18n/locales/en/validation.json';
import trValidation from '@/shared/i18n/locales/tr/validation.json';

export type Schema = {
  safeParse: (value: unknown) => {
    success: boolean;
    error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
  };
};

export function firstError(schema: Schema, values: object, field: string): string | undefined {
  const result = schema.safeParse(values);
  return result.error?.issues.find((issue) => issue.path.join('.') === field)?.message;
}

/** One field of a form: values its schema accepts, and values it refuses with their message. */
export interface Row {
  form: string;
  field: string;
  schema: Schema;
  base: object;
  pass: unknown[];
  fail: Array<[unknown, string]>;
}

/**
 * Every rule a form uses gets a value it accepts and one it refuses, and the refusal's message
 * exists in both languages.
 */
export function checkFieldRules(rows: Row[]) {
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
}
