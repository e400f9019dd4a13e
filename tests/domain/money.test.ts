// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  fromCents,
  multiplyMoney,
  roundMoney,
  subtractMoney,
  sumMoney,
  toCents,
} from '../../domain/money.ts';

// Money goes through whole cents, as the server stores it, so sums are exact.
describe('money in cents', () => {
  it('converts lira and cents both ways', () => {
    expect(toCents(1250.75)).toBe(125_075);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(fromCents(125_075)).toBe(1250.75);
    expect(roundMoney(10.004)).toBe(10);
    expect(roundMoney(-0.1 - 0.2)).toBe(-0.3);
  });

  it('adds, subtracts and multiplies without binary fractions', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney(Array.from({ length: 1000 }, () => 0.01))).toBe(10);
    expect(sumMoney([])).toBe(0);
    expect(addMoney(0.1, 0.2)).toBe(0.3);
    expect(subtractMoney(0.3, 0.1)).toBe(0.2);
    expect(multiplyMoney(10, 2.5)).toBe(25);
    expect(multiplyMoney(0.07, 3)).toBe(0.21);
  });
});
