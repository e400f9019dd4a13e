// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CasinoCategory } from '@generated/api/model';
import { formatAmount } from '@/features/home/format-amount';
import { slotCategoryIds } from '@/features/home/slot-category';

const category = (id: number, slugList: string[]): CasinoCategory => ({
  id,
  name: `Category ${id}`,
  slugList,
  imageUrl: '',
});

describe('slotCategoryIds', () => {
  it('takes the first category the slot page lists', () => {
    const list = [category(7, ['live']), category(3, ['slot']), category(9, ['games', 'slot'])];
    expect(slotCategoryIds(list)).toEqual([3]);
  });

  it('is empty without a slot category or without the bootstrap', () => {
    expect(slotCategoryIds([category(7, ['live'])])).toEqual([]);
    expect(slotCategoryIds(undefined)).toEqual([]);
  });
});

describe('formatAmount (Top Winners)', () => {
  it('puts the currency symbol before an amount with two decimals in the language', () => {
    expect(formatAmount(1234.5, '₺', 'en')).toBe('₺1,234.50');
    expect(formatAmount(1234.5, '₺', 'tr')).toBe('₺1.234,50');
    expect(formatAmount(7, '$', 'en')).toBe('$7.00');
  });

  it('shows 0 for a value that is not a number', () => {
    expect(formatAmount(Number.NaN, '₺', 'en')).toBe('₺0.00');
  });
});
