/**
 * The rules of spec 5 "Numeric input", as pure functions (no React): clamping, which characters
 * may be typed or pasted, parsing and formatting in the active locale, stepping, Home and End.
 * NumericInput (numeric-input.tsx) wires them to the keyboard.
 */

/** The default step of the arrow keys (spec 5). */
export const NUMERIC_DEFAULT_STEP = 1;

export interface NumericBounds {
  min?: number;
  max?: number;
}

export interface NumericRules extends NumericBounds {
  /** Arrow-key step; 1 when not given. */
  step?: number;
  /** Digits allowed after the decimal separator; 0 (the default) for integers. */
  decimals?: number;
  /** The longest text the field holds (a paste is trimmed to it). */
  maxLength?: number;
}

const DIGIT = /^[0-9]$/;
const SEPARATORS = new Set(['.', ',']);

/** Spec 5: a value is clamped to min and max (either may be absent). */
export function clamp(value: number, { min, max }: NumericBounds): number {
  let result = value;
  if (max !== undefined && result > max) result = max;
  if (min !== undefined && result < min) result = min;
  return result;
}

/** Spec 5: the minus sign is blocked when min is 0 or above. */
export function allowsMinus({ min }: NumericBounds): boolean {
  return min === undefined || min < 0;
}

/** Whether the decimal separator may be typed at all (only when decimals > 0). */
export function allowsDecimal({ decimals = 0 }: NumericRules): boolean {
  return decimals > 0;
}

/**
 * Spec 5: only digits, the decimal separator and minus are accepted. Both '.' and ',' count as a
 * decimal separator on input (tr-TR writes ',', en '.'), and only when decimals > 0; minus only
 * when min is below 0.
 */
export function isAcceptedChar(char: string, rules: NumericRules): boolean {
  if (DIGIT.test(char)) return true;
  if (SEPARATORS.has(char)) return allowsDecimal(rules);
  if (char === '-') return allowsMinus(rules);
  return false;
}

/**
 * Whether typing `char` over the selection [start, end) of `text` is accepted: the character must
 * be accepted, a minus only goes first, once, and nothing goes in front of it.
 */
export function acceptsInsertion(
  text: string,
  start: number,
  end: number,
  char: string,
  rules: NumericRules,
): boolean {
  if (!isAcceptedChar(char, rules)) return false;
  const before = text.slice(0, start);
  const after = text.slice(end);
  // Nothing goes in front of a minus.
  if (before.length === 0 && after.startsWith('-')) return false;
  return char !== '-' || (before.length === 0 && !after.includes('-'));
}

/** Keeps the accepted characters of `text`; a minus survives only in first place. */
export function filterAccepted(text: string, rules: NumericRules): string {
  let result = '';
  for (const char of text) {
    if (!isAcceptedChar(char, rules)) continue;
    if (char === '-' && result.length > 0) continue;
    result += char;
  }
  return result;
}

export interface TextEdit {
  text: string;
  /** Where the caret goes after the edit. */
  caret: number;
}

/**
 * Spec 5: a paste keeps the accepted characters and is trimmed so the whole text fits maxLength.
 * The pasted text replaces the selection [start, end).
 */
export function applyPaste(
  text: string,
  start: number,
  end: number,
  pasted: string,
  rules: NumericRules,
): TextEdit {
  const before = text.slice(0, start);
  const after = text.slice(end);
  let inserted = filterAccepted(pasted, rules);
  // A minus is only kept when it lands first and there is no other one.
  if (inserted.startsWith('-') && (before.length > 0 || after.includes('-'))) {
    inserted = inserted.slice(1);
  }
  if (rules.maxLength !== undefined) {
    const room = Math.max(0, rules.maxLength - before.length - after.length);
    inserted = inserted.slice(0, room);
  }
  return { text: before + inserted + after, caret: before.length + inserted.length };
}

/** The BCP 47 tag for the site's language: 'tr' -> tr-TR, anything else -> en-US. */
export function localeTag(language: string): string {
  return language.toLowerCase().startsWith('tr') ? 'tr-TR' : 'en-US';
}

/** The decimal and group separators of the language ('tr': ',' and '.'; 'en': '.' and ','). */
export function separators(language: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(localeTag(language)).formatToParts(12345.6);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

/**
 * Reads the text as a number, or null when it holds none. Both '.' and ',' are accepted:
 * - both present: the last one is the decimal separator, the others group thousands;
 * - one kind, several times: they group thousands ('1.234.567');
 * - one separator once: the locale's decimal separator is the decimal point; the locale's group
 *   separator groups thousands when exactly three digits follow it and the digits before it do not
 *   start with 0 (tr '1.234' = 1234), and is otherwise a decimal point (tr '12.5' = 12.5).
 * Anything but digits, separators and a leading minus is ignored (e.g. a pasted '₺').
 */
export function parseNumber(text: string, language: string): number | null {
  const negative = text.trim().startsWith('-');
  const cleaned = text.replace(/[^0-9.,]/g, '');
  if (!/[0-9]/.test(cleaned)) return null;

  const { decimal, group } = separators(language);
  const positions = [...cleaned].flatMap((char, index) => (SEPARATORS.has(char) ? [index] : []));
  let integer = cleaned;
  let fraction = '';
  const last = positions.at(-1);
  if (last !== undefined) {
    const lastChar = cleaned[last] ?? '';
    const kinds = new Set(positions.map((index) => cleaned[index]));
    const head = cleaned.slice(0, last);
    const tail = cleaned.slice(last + 1);
    let lastIsDecimal: boolean;
    if (kinds.size > 1) lastIsDecimal = true;
    else if (positions.length > 1) lastIsDecimal = false;
    else if (lastChar === decimal) lastIsDecimal = true;
    else lastIsDecimal = !(lastChar === group && tail.length === 3 && /^[1-9]/.test(head));
    if (lastIsDecimal) {
      integer = head;
      fraction = tail;
    }
  }
  const digits = `${integer.replace(/[.,]/g, '')}.${fraction.replace(/[.,]/g, '')}`;
  const value = Number(`0${digits}`);
  if (!Number.isFinite(value)) return null;
  return negative && value !== 0 ? -value : value;
}

/** Rounds to `decimals` places (0 = integer). */
export function roundTo(value: number, decimals = 0): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/**
 * What committing the text gives (spec 5: Tab, Enter, blur): parsed, rounded to the allowed
 * decimals and clamped to min and max; null for an empty field.
 */
export function commitText(text: string, language: string, rules: NumericRules): number | null {
  const parsed = parseNumber(text, language);
  if (parsed === null) return null;
  return clamp(roundTo(parsed, rules.decimals ?? 0), rules);
}

/** Formats a number for display in the language (tr-TR: '1.234,5'); '' for null. */
export function formatNumber(value: number | null, language: string, decimals = 0): string {
  if (value === null || !Number.isFinite(value)) return '';
  return new Intl.NumberFormat(localeTag(language), {
    maximumFractionDigits: decimals,
    minimumFractionDigits: 0,
  })
    .format(value)
    .replace(/\u2212/g, '-');
}

function decimalPlaces(value: number): number {
  const text = String(value);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/**
 * Spec 5: an arrow key steps by `step` (default 1) and the result is clamped. An empty field
 * starts from 0 (clamped into range).
 */
export function stepValue(current: number | null, direction: 1 | -1, rules: NumericRules): number {
  const step = rules.step ?? NUMERIC_DEFAULT_STEP;
  const base = current ?? clamp(0, rules);
  const places = Math.max(rules.decimals ?? 0, decimalPlaces(step), decimalPlaces(base));
  return clamp(roundTo(base + direction * step, places), rules);
}

/** Spec 5: Home jumps to min and End to max; null when that bound is not given. */
export function boundaryValue(key: 'Home' | 'End', { min, max }: NumericBounds): number | null {
  const bound = key === 'Home' ? min : max;
  return bound ?? null;
}

/** Whether two field values are the same number (or both empty). */
export function sameValue(a: number | null, b: number | null): boolean {
  return a === b || (a !== null && b !== null && Object.is(a, b));
}
