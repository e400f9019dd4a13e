import { describe, expect, it } from 'vitest';
import {
  acceptsInsertion,
  applyPaste,
  boundaryValue,
  clamp,
  commitText,
  filterAccepted,
  formatNumber,
  isAcceptedChar,
  parseNumber,
  stepValue,
} from '@/shared/forms/numeric-rules';

// Spec 5 "Numeric input", rule by rule, on the pure functions.
describe('spec 5 numeric input rules', () => {
  it('clamps a value to min and max', () => {
    expect(clamp(5, { min: 10, max: 100 })).toBe(10);
    expect(clamp(500, { min: 10, max: 100 })).toBe(100);
    expect(clamp(50, { min: 10, max: 100 })).toBe(50);
    expect(clamp(-7, {})).toBe(-7);
    expect(commitText('5', 'tr', { min: 10, max: 100 })).toBe(10);
    expect(commitText('1.000', 'tr', { min: 10, max: 100 })).toBe(100);
  });

  it('blocks the minus sign when min is 0 or above', () => {
    expect(isAcceptedChar('-', { min: 0 })).toBe(false);
    expect(isAcceptedChar('-', { min: 10 })).toBe(false);
    expect(acceptsInsertion('12', 0, 0, '-', { min: 0 })).toBe(false);
  });

  it('allows the minus sign when min is below 0, only in first place and once', () => {
    expect(isAcceptedChar('-', { min: -10 })).toBe(true);
    expect(acceptsInsertion('12', 0, 0, '-', { min: -10 })).toBe(true);
    expect(acceptsInsertion('12', 1, 1, '-', { min: -10 })).toBe(false);
    expect(acceptsInsertion('-12', 0, 0, '-', { min: -10 })).toBe(false);
    expect(acceptsInsertion('-12', 0, 0, '3', { min: -10 })).toBe(false);
    expect(commitText('-4', 'en', { min: -10 })).toBe(-4);
  });

  it('accepts only digits, the decimal separator (when decimals > 0) and minus', () => {
    for (const digit of '0123456789') expect(isAcceptedChar(digit, {})).toBe(true);
    for (const other of ['a', 'e', '+', ' ', '₺', '%', '/']) {
      expect(isAcceptedChar(other, { decimals: 2, min: -1 })).toBe(false);
    }
    expect(isAcceptedChar(',', { decimals: 2 })).toBe(true);
    expect(isAcceptedChar('.', { decimals: 2 })).toBe(true);
    expect(isAcceptedChar(',', { decimals: 0 })).toBe(false);
    expect(isAcceptedChar('.', {})).toBe(false);
    expect(filterAccepted('a1b2-3,4', { decimals: 2, min: 0 })).toBe('123,4');
  });

  it('filters a paste and trims it to maxLength', () => {
    expect(applyPaste('', 0, 0, '₺ 12a34 56', { maxLength: 4 })).toEqual({
      text: '1234',
      caret: 4,
    });
    // Into the middle of existing text, replacing the selection.
    expect(applyPaste('1299', 2, 3, 'x345', { maxLength: 5 })).toEqual({
      text: '12349',
      caret: 4,
    });
    expect(applyPaste('12', 2, 2, '-3', { min: -5 })).toEqual({ text: '123', caret: 3 });
    expect(applyPaste('', 0, 0, '-3,5', { min: -5, decimals: 1 })).toEqual({
      text: '-3,5',
      caret: 4,
    });
  });

  it('parses the locale decimal separator and accepts both on input', () => {
    expect(parseNumber('1.234,5', 'tr')).toBe(1234.5);
    expect(parseNumber('12,5', 'tr')).toBe(12.5);
    expect(parseNumber('12.5', 'tr')).toBe(12.5);
    expect(parseNumber('1.234', 'tr')).toBe(1234);
    expect(parseNumber('1,234.5', 'en')).toBe(1234.5);
    expect(parseNumber('12,5', 'en')).toBe(12.5);
    expect(parseNumber('-0,25', 'tr')).toBe(-0.25);
    expect(parseNumber('', 'tr')).toBeNull();
    expect(parseNumber('-', 'tr')).toBeNull();
  });

  it('commits rounded to the allowed decimals', () => {
    expect(commitText('12,345', 'tr', { decimals: 2 })).toBe(12.35);
    expect(commitText('', 'tr', { min: 10 })).toBeNull();
  });

  it('formats for display in tr-TR and en', () => {
    expect(formatNumber(1234.5, 'tr', 2)).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en', 2)).toBe('1,234.5');
    expect(formatNumber(-1000, 'tr')).toBe('-1.000');
    expect(formatNumber(null, 'tr')).toBe('');
  });

  it('steps by 1 by default and by a given step, clamped', () => {
    expect(stepValue(5, 1, {})).toBe(6);
    expect(stepValue(5, -1, {})).toBe(4);
    expect(stepValue(5, 1, { step: 10 })).toBe(15);
    expect(stepValue(0.1, 1, { step: 0.2, decimals: 2 })).toBe(0.3);
    expect(stepValue(99, 1, { step: 10, max: 100 })).toBe(100);
    expect(stepValue(1, -1, { step: 10, min: 0 })).toBe(0);
    expect(stepValue(null, 1, { min: 20 })).toBe(21);
  });

  it('Home and End give min and max when they are set', () => {
    expect(boundaryValue('Home', { min: 10, max: 500 })).toBe(10);
    expect(boundaryValue('End', { min: 10, max: 500 })).toBe(500);
    expect(boundaryValue('End', { min: 10 })).toBeNull();
  });
});
