// @vitest-environment node
import IMask from 'imask';
import { describe, expect, it } from 'vitest';
import {
  serverMaskPattern,
  serverMaskToImask,
  type ImaskPatternOptions,
} from '@/features/wallet/payment-form/server-mask';

const IBAN = 'TR99 9999 9999 9999 9999 9999 99';
const CARD = '9999 9999 9999 9999';

function options(mask: string): ImaskPatternOptions {
  const result = serverMaskToImask(mask);
  if (!result) throw new Error(`no imask options for ${mask}`);
  return result;
}

function pattern(mask: string): RegExp {
  const result = serverMaskPattern(mask);
  if (!result) throw new Error(`no pattern for ${mask}`);
  return result;
}

/** Types `input` into a real imask pattern built from the converted options. */
function typeInto(mask: string, input: string): { value: string; complete: boolean } {
  const { mask: imaskPattern, definitions, lazy, eager } = options(mask);
  const masked = IMask.createMask({ mask: imaskPattern, definitions, lazy, eager });
  for (const char of input) masked.append(char, { input: true });
  return { value: masked.value, complete: masked.isComplete };
}

describe('serverMaskToImask (the masks of the dynamic payment fields)', () => {
  it('a null, empty or blank mask means no mask', () => {
    expect(serverMaskToImask(null)).toBeNull();
    expect(serverMaskToImask(undefined)).toBeNull();
    expect(serverMaskToImask('')).toBeNull();
    expect(serverMaskToImask('   ')).toBeNull();
    expect(serverMaskPattern(null)).toBeNull();
    expect(serverMaskPattern('')).toBeNull();
  });

  it('converts the IBAN-like mask: 9 -> imask 0, literals kept, TR00 placeholder', () => {
    const iban = options(IBAN);
    expect(iban.mask).toBe('TR00 0000 0000 0000 0000 0000 00');
    expect(iban.placeholder).toBe('TR00 0000 0000 0000 0000 0000 00');
    // TR is written by the mask: every typed position is a digit.
    expect(iban.inputMode).toBe('numeric');
    expect(iban.lazy).toBe(true);
  });

  it('converts a card mask; digits only make a numeric keyboard', () => {
    const card = options(CARD);
    expect(card.mask).toBe('0000 0000 0000 0000');
    expect(card.placeholder).toBe('0000 0000 0000 0000');
    expect(card.inputMode).toBe('numeric');
  });

  it('? starts the optional part, which becomes an imask [optional] block', () => {
    expect(options('999?99').mask).toBe('000[00]');
    expect(options('999?-99').mask).toBe('000[-00]');
    expect(options('999?99').placeholder).toBe('00000');
  });

  it('a is a letter (A in the placeholder), * a letter or digit (_ in the placeholder)', () => {
    expect(options('aa-999')).toMatchObject({
      mask: 'aa-000',
      placeholder: 'AA-000',
      inputMode: 'text',
    });
    expect(options('***')).toMatchObject({ mask: '***', placeholder: '___' });
    expect(options('***').inputMode).toBe('text');
  });

  it('escapes literals that mean something to imask (0, {, }, [, ], `, \\, a custom A stays)', () => {
    expect(options('0-99').mask).toBe('\\0-00');
    expect(options('{99}').mask).toBe('\\{00\\}');
    expect(options('[9]').mask).toBe('\\[0\\]');
    expect(options('`9\\').mask).toBe('\\`0\\\\');
    expect(options('A9').mask).toBe('A0');
    expect(options('0-99').placeholder).toBe('0-00');
  });

  it('redefines 0, a and * so they mean exactly digit, letter, letter-or-digit', () => {
    const { definitions } = options('9a*');
    const digit = definitions['0'];
    const letter = definitions.a;
    const alnum = definitions['*'];
    if (!digit || !letter || !alnum) throw new Error('missing definitions');
    expect(digit.test('7')).toBe(true);
    expect(digit.test('x')).toBe(false);
    for (const char of ['a', 'Z', 'ç', 'Ğ', 'ı', 'İ', 'ö', 'Ş', 'ü'])
      expect(letter.test(char)).toBe(true);
    expect(letter.test('5')).toBe(false);
    expect(letter.test('-')).toBe(false);
    expect(alnum.test('ş')).toBe(true);
    expect(alnum.test('4')).toBe(true);
    expect(alnum.test('-')).toBe(false);
    expect(alnum.test(' ')).toBe(false);
  });
});

describe('the converted options in a real imask', () => {
  it('IBAN: digits get the TR literal and spaces; the full value is complete', () => {
    const typed = typeInto(IBAN, '330006100519786457841326');
    expect(typed).toEqual({ value: 'TR33 0006 1005 1978 6457 8413 26', complete: true });
    expect(pattern(IBAN).test(typed.value)).toBe(true);
    const partial = typeInto(IBAN, '3300');
    expect(partial.complete).toBe(false);
    expect(pattern(IBAN).test(partial.value)).toBe(false);
  });

  it('card: letters are refused, 16 digits complete it', () => {
    expect(typeInto(CARD, '4111x1111').value).toBe('4111 1111 ');
    const typed = typeInto(CARD, '4111111111111111');
    expect(typed).toEqual({ value: '4111 1111 1111 1111', complete: true });
    expect(pattern(CARD).test(typed.value)).toBe(true);
  });

  it('optional tail 999?99: 3 digits complete, up to 5 accepted', () => {
    expect(typeInto('999?99', '12')).toEqual({ value: '12', complete: false });
    expect(typeInto('999?99', '123').complete).toBe(true);
    expect(typeInto('999?99', '1234567').value).toBe('12345');
  });

  it('letters aa-999 accept Turkish letters and refuse digits in letter places', () => {
    expect(typeInto('aa-999', 'Şğ123')).toEqual({ value: 'Şğ-123', complete: true });
    expect(typeInto('aa-999', '12').value).toBe('');
  });

  it('* takes letters and digits but not symbols', () => {
    expect(typeInto('***', 'a-1ç')).toEqual({ value: 'a1ç', complete: true });
  });

  it('an escaped literal 0 and braces are typed as literals', () => {
    expect(typeInto('0-99', '12')).toEqual({ value: '0-12', complete: true });
    expect(typeInto('{99}', '12')).toEqual({ value: '{12}', complete: true });
  });
});

describe('serverMaskPattern: a complete masked value', () => {
  it('IBAN: needs TR, every digit and the spaces', () => {
    const iban = pattern(IBAN);
    expect(iban.test('TR33 0006 1005 1978 6457 8413 26')).toBe(true);
    expect(iban.test('330006100519786457841326')).toBe(false);
    expect(iban.test('TR330006100519786457841326')).toBe(false);
    expect(iban.test('TR33 0006 1005 1978 6457 8413 2')).toBe(false);
    expect(iban.test('TR33 0006 1005 1978 6457 8413 2X')).toBe(false);
    expect(iban.test('DE33 0006 1005 1978 6457 8413 26')).toBe(false);
  });

  it('card: 16 digits in groups of four', () => {
    expect(pattern(CARD).test('4111 1111 1111 1111')).toBe(true);
    expect(pattern(CARD).test('4111 1111 1111 111')).toBe(false);
    expect(pattern(CARD).test('4111 1111 1111 11111')).toBe(false);
  });

  it('optional tail 999?99: 3 to 5 digits', () => {
    const tail = pattern('999?99');
    expect(tail.test('123')).toBe(true);
    expect(tail.test('1234')).toBe(true);
    expect(tail.test('12345')).toBe(true);
    expect(tail.test('12')).toBe(false);
    expect(tail.test('123456')).toBe(false);
    expect(tail.test('123a')).toBe(false);
  });

  it('an optional part with a literal 999?-99 may stop anywhere after the required digits', () => {
    const tail = pattern('999?-99');
    for (const value of ['123', '123-', '123-4', '123-45']) expect(tail.test(value)).toBe(true);
    expect(tail.test('1234')).toBe(false);
  });

  it('a trailing literal of the required part may be missing (imask without eager leaves it out)', () => {
    expect(pattern('99-').test('12')).toBe(true);
    expect(pattern('99-').test('12-')).toBe(true);
    expect(pattern('99-').test('1')).toBe(false);
  });

  it('letters aa-999: Turkish letters count, digits do not', () => {
    const plate = pattern('aa-999');
    expect(plate.test('ÇŞ-123')).toBe(true);
    expect(plate.test('ab-123')).toBe(true);
    expect(plate.test('a1-123')).toBe(false);
    expect(plate.test('ab123')).toBe(false);
  });

  it('* is a letter or digit', () => {
    const code = pattern('***');
    expect(code.test('a1ğ')).toBe(true);
    expect(code.test('a-1')).toBe(false);
    expect(code.test('a1')).toBe(false);
  });

  it('literals that are RegExp or imask syntax match only themselves', () => {
    expect(pattern('0-99').test('0-12')).toBe(true);
    expect(pattern('0-99').test('1-12')).toBe(false);
    expect(pattern('{99}.9').test('{12}.3')).toBe(true);
    expect(pattern('{99}.9').test('{12}x3')).toBe(false);
    expect(pattern('(999)+9').test('(123)+4')).toBe(true);
    expect(pattern('(999)+9').test('123+4')).toBe(false);
  });
});
