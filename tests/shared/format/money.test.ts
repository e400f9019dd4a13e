// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/shared/format/money';

describe('formatMoney', () => {
  it('shows lira with Turkish grouping and two decimals, call after call', () => {
    expect(formatMoney(1234.5)).toBe('₺1.234,50');
    expect(formatMoney(0.1 + 0.2)).toBe('₺0,30');
    expect(formatMoney(-25)).toBe('-₺25,00');
  });

  it('shows an amount that is not a number as zero', () => {
    expect(formatMoney(Number.NaN)).toBe('₺0,00');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('₺0,00');
  });
});
