/**
 * The rules of the dynamic deposit/withdraw form (contract openapi/schemas/payment.yaml
 * PaymentField, PaymentRequest and enums.yaml PaymentObjectType), as pure functions: no React.
 *
 * - Every field is required.
 * - A non-null `option` list makes the field a dropdown whatever its objectType; its value is sent
 *   as a number when the option id is numeric (a number or a numeric string), else as the string.
 *   An objectType Dropdown without options is read as a text field (nothing could be chosen).
 * - Int and Long are whole numbers, Decimal any number ('.' or ',' as the decimal separator); all
 *   three are sent as numbers.
 * - Bool is a boolean (an unticked box is false, a valid answer).
 * - DateTime is a date and time `YYYY-MM-DDTHH:mm[:ss[.fff]][Z|±hh:mm]` (what
 *   `<input type="datetime-local">` gives), sent as typed.
 * - String is a non-empty string. Unmasked text is sent trimmed.
 * - A mask applies to a String, Int, Long or DateTime field (the contract's example masks a Long
 *   card number and a DateTime birth date): the value must be the complete masked text
 *   (server-mask.ts). A masked Int or Long is sent as the number of its digits; a masked DateTime
 *   or String as the masked text.
 *
 * Error messages are i18n descriptors (src/shared/forms/form-error.ts translateFormError).
 */
import { z } from 'zod';
import type { PaymentField, PaymentRequestDetail } from '@generated/api/model';
import {
  optionValue,
  parsePaymentValue,
  type PaymentFieldKind,
  type PaymentFieldSpec,
  type PaymentValue,
} from './payment-values';
import { serverMaskPattern, serverMaskToImask } from './server-mask';

export {
  optionValue,
  parsePaymentValue,
  paymentErrors,
  type ParsedPaymentValue,
  type PaymentFieldKind,
  type PaymentFieldOption,
  type PaymentFieldSpec,
  type PaymentValue,
} from './payment-values';

/** Form values in (whatever the inputs hold) and the typed detail values out. */
export type PaymentFormSchema = z.ZodType<Record<string, PaymentValue>, Record<string, unknown>>;

export interface PaymentForm {
  schema: PaymentFormSchema;
  fields: PaymentFieldSpec[];
}

function kindOf(field: PaymentField): PaymentFieldKind {
  if (field.option != null) return 'dropdown';
  switch (field.objectType) {
    case 'Int':
    case 'Long':
      return 'integer';
    case 'Decimal':
      return 'decimal';
    case 'Bool':
      return 'bool';
    case 'DateTime':
      return 'datetime';
    default:
      return 'text';
  }
}

const maskable: readonly PaymentFieldKind[] = ['text', 'integer', 'datetime'];

function specOf(field: PaymentField): PaymentFieldSpec {
  const kind = kindOf(field);
  const masked = maskable.includes(kind);
  return {
    key: field.key,
    kind,
    mask: masked ? serverMaskToImask(field.mask) : null,
    pattern: masked ? serverMaskPattern(field.mask) : null,
    options: (field.option ?? []).map((option) => ({
      value: optionValue(option.id),
      label: option.name,
    })),
  };
}

/**
 * The form of a payment method's fields (POST /payment/detail data): a zod object with one required
 * entry per field key (its output is the typed values) and the field specs in the server's order. A
 * repeated key keeps its first field.
 */
export function buildPaymentForm(fields: readonly PaymentField[]): PaymentForm {
  const specs: PaymentFieldSpec[] = [];
  const shape: Record<string, z.ZodType<PaymentValue, unknown>> = {};
  for (const field of fields) {
    if (field.key in shape) continue;
    const spec = specOf(field);
    specs.push(spec);
    shape[field.key] = z.unknown().transform((raw, ctx): PaymentValue => {
      const parsed = parsePaymentValue(raw, spec);
      if (parsed.ok) return parsed.value;
      ctx.issues.push({ code: 'custom', message: parsed.error, input: raw });
      return z.NEVER;
    });
  }
  return { schema: z.object(shape), fields: specs };
}

/** The values a fresh form starts with: empty text, and false for a Bool box. */
export function paymentDefaults(specs: readonly PaymentFieldSpec[]): Record<string, PaymentValue> {
  return Object.fromEntries(specs.map((spec) => [spec.key, spec.kind === 'bool' ? false : '']));
}

/**
 * The `PaymentRequest.detail` of the form values (raw or already parsed by the schema): numbers as
 * numbers, numeric dropdown ids as numbers, booleans as booleans, the rest as strings. Throws on a
 * value the schema would refuse (validate first).
 */
export function paymentDetail(
  values: Readonly<Record<string, unknown>>,
  specs: readonly PaymentFieldSpec[],
): PaymentRequestDetail {
  const detail: PaymentRequestDetail = {};
  for (const spec of specs) {
    const parsed = parsePaymentValue(values[spec.key], spec);
    if (!parsed.ok) throw new Error(`Payment field ${spec.key}: ${parsed.error}`);
    detail[spec.key] = parsed.value;
  }
  return detail;
}
