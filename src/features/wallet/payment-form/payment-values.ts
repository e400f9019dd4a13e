// One field's value of the dynamic payment form: what it may hold, and how a raw form value
// is checked and turned into what is sent (the rules are listed in payment-schema.ts).
import type { ImaskPatternOptions } from './server-mask';

export type PaymentFieldKind = 'text' | 'integer' | 'decimal' | 'dropdown' | 'bool' | 'datetime';

export type PaymentValue = string | number | boolean;

export interface PaymentFieldOption {
  /** The value sent: a number when the server's option id is numeric, else the id string. */
  value: number | string;
  label: string;
}

/** One field of the dynamic form, in the server's order. */
export interface PaymentFieldSpec {
  key: string;
  kind: PaymentFieldKind;
  /** react-imask options of a masked text field, else null. */
  mask: ImaskPatternOptions | null;
  /** What a complete masked value matches (server-mask.ts serverMaskPattern), else null. */
  pattern: RegExp | null;
  /** The choices of a dropdown; empty for the other kinds. */
  options: PaymentFieldOption[];
}

/** The error descriptors used (keys of src/shared/i18n/locales/<lng>/validation.json). */
export const paymentErrors = {
  required: 'validation.required',
  number: 'validation.number',
  wholeNumber: 'validation.digits',
  pattern: 'validation.pattern',
  invalid: 'validation.invalid',
} as const;

export type ParsedPaymentValue = { ok: true; value: PaymentValue } | { ok: false; error: string };

const NUMERIC_ID = /^-?[0-9]+(?:\.[0-9]+)?$/;
const NUMBER_TEXT = /^-?[0-9]+(?:[.,][0-9]+)?$/;
const DATE_TIME =
  /^([0-9]{4})-([0-9]{2})-([0-9]{2})[T ]([0-9]{2}):([0-9]{2})(?::([0-9]{2})(?:\.[0-9]{1,9})?)?(?:Z|[+-][0-9]{2}:?[0-9]{2})?$/;

function fail(error: string): ParsedPaymentValue {
  return { ok: false, error };
}

function isBlank(raw: unknown): boolean {
  return raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');
}

/** A dropdown option's value: numeric ids (numbers and numeric strings) become numbers. */
export function optionValue(id: number | string): number | string {
  if (typeof id === 'number') return id;
  const trimmed = id.trim();
  return NUMERIC_ID.test(trimmed) ? Number(trimmed) : id;
}

function parseNumber(raw: unknown): ParsedPaymentValue {
  if (typeof raw === 'number')
    return Number.isFinite(raw) ? { ok: true, value: raw } : fail(paymentErrors.number);
  if (typeof raw !== 'string') return fail(paymentErrors.number);
  const text = raw.trim();
  return NUMBER_TEXT.test(text)
    ? { ok: true, value: Number(text.replace(',', '.')) }
    : fail(paymentErrors.number);
}

function parseInteger(raw: unknown): ParsedPaymentValue {
  const parsed = parseNumber(raw);
  if (!parsed.ok || typeof parsed.value !== 'number') return parsed;
  if (!Number.isInteger(parsed.value)) return fail(paymentErrors.wholeNumber);
  return Number.isSafeInteger(parsed.value) ? parsed : fail(paymentErrors.invalid);
}

function parseBool(raw: unknown): ParsedPaymentValue {
  if (typeof raw === 'boolean') return { ok: true, value: raw };
  if (raw === 'true' || raw === 'false') return { ok: true, value: raw === 'true' };
  return fail(paymentErrors.invalid);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function parseDateTime(raw: unknown): ParsedPaymentValue {
  if (raw instanceof Date) {
    return Number.isNaN(raw.getTime())
      ? fail(paymentErrors.invalid)
      : { ok: true, value: raw.toISOString() };
  }
  if (typeof raw !== 'string') return fail(paymentErrors.invalid);
  const text = raw.trim();
  const match = DATE_TIME.exec(text);
  if (!match) return fail(paymentErrors.invalid);
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const valid =
    year !== undefined &&
    month !== undefined &&
    day !== undefined &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    (hour ?? 0) < 24 &&
    (minute ?? 0) < 60 &&
    (second ?? 0) < 60;
  return valid ? { ok: true, value: text } : fail(paymentErrors.invalid);
}

function parseText(raw: unknown, pattern: RegExp | null): ParsedPaymentValue {
  if (typeof raw !== 'string' && typeof raw !== 'number') return fail(paymentErrors.invalid);
  const text = String(raw);
  if (!pattern) return { ok: true, value: text.trim() };
  return pattern.test(text) ? { ok: true, value: text } : fail(paymentErrors.pattern);
}

function parseDropdown(raw: unknown, options: PaymentFieldOption[]): ParsedPaymentValue {
  if (typeof raw !== 'string' && typeof raw !== 'number') return fail(paymentErrors.invalid);
  const chosen = options.find((option) => String(option.value) === String(raw).trim());
  return chosen ? { ok: true, value: chosen.value } : fail(paymentErrors.invalid);
}

/** Checks one raw form value of a field and gives the typed value sent in the detail. */
export function parsePaymentValue(raw: unknown, spec: PaymentFieldSpec): ParsedPaymentValue {
  if (isBlank(raw)) return fail(paymentErrors.required);
  // A masked number already parsed (the schema's output) is a whole number.
  if (spec.pattern && spec.kind === 'integer' && typeof raw === 'number') return parseInteger(raw);
  if (spec.pattern && (spec.kind === 'integer' || spec.kind === 'datetime')) {
    const text = parseText(raw, spec.pattern);
    if (!text.ok || spec.kind === 'datetime') return text;
    return parseInteger(String(text.value).replace(/\D/g, ''));
  }
  switch (spec.kind) {
    case 'integer':
      return parseInteger(raw);
    case 'decimal':
      return parseNumber(raw);
    case 'bool':
      return parseBool(raw);
    case 'datetime':
      return parseDateTime(raw);
    case 'dropdown':
      return parseDropdown(raw, spec.options);
    case 'text':
      return parseText(raw, spec.pattern);
  }
}
