import { afterEach, describe, expect, it, vi } from 'vitest';
import { readJson, readString, writeJson, writeString } from '@/shared/store/local-store';

const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'number');

describe('local storage (stored data that is corrupt is treated as absent)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads back what it wrote', () => {
    expect(writeJson('bootstrap', [1, 2])).toBe(true);
    expect(readJson('bootstrap', isNumberList)).toEqual([1, 2]);
  });

  it('treats unparsable JSON as absent', () => {
    localStorage.setItem('bootstrap', '{not json');
    expect(readJson('bootstrap', isNumberList)).toBeNull();
  });

  it('treats a value of the wrong shape as absent', () => {
    localStorage.setItem('bootstrap', JSON.stringify({ a: 1 }));
    expect(readJson('bootstrap', isNumberList)).toBeNull();
  });

  it('reports a failed write instead of throwing (quota, private mode)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeString('lang', 'en')).toBe(false);
  });

  it('reads nothing when storage itself throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readString('lang')).toBeNull();
  });
});
