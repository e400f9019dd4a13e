// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildCsv, csvAmount, csvCell } from '@/features/history/csv';
import { chartFacts } from '@/features/history/net-chart';

describe('the CSV export', () => {
  it('neutralises free text a spreadsheet would run as a formula, leading spaces or not', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+1')).toBe(`"'+1"`);
    expect(csvCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\tcmd')).toBe(`"'\tcmd"`);
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvCell('\0=1+1')).toBe(`"'\0=1+1"`);
    expect(csvCell('  =1+1')).toBe(`"'  =1+1"`);
    expect(csvCell('Papara')).toBe('"Papara"');
  });

  it('writes numbers and amounts as numbers, negative ones included', () => {
    expect(csvCell(1500)).toBe('"1500"');
    expect(csvCell(csvAmount(-50))).toBe('"-50.00"');
    expect(csvCell(csvAmount(1500))).toBe('"1500.00"');
    expect(csvCell(Number.NaN)).toBe('""');
  });

  it('quotes every cell, doubling quotes, so separators, tabs and line breaks stay inside', () => {
    expect(csvCell('Havale, EFT')).toBe('"Havale, EFT"');
    expect(csvCell('a "b"')).toBe('"a ""b"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
    expect(csvCell(null)).toBe('""');
  });

  it('writes a header line and one CRLF line per row, marked as UTF-8', () => {
    expect(
      buildCsv(
        ['ID', 'Not'],
        [
          [1, 'Gönderen adı'],
          [2, null],
        ],
      ),
    ).toBe('\uFEFF"ID","Not"\r\n"1","Gönderen adı"\r\n"2",""\r\n');
  });
});

describe('the net result chart in words', () => {
  it('counts the days up and down and finds the best and worst day', () => {
    const days = [
      { day: '2026-11-01', net: 40 },
      { day: '2026-11-02', net: -120.5 },
      { day: '2026-11-03', net: 0 },
      { day: '2026-11-04', net: 75 },
    ];
    expect(chartFacts(days)).toEqual({
      won: 2,
      lost: 1,
      best: { day: '2026-11-04', net: 75 },
      worst: { day: '2026-11-02', net: -120.5 },
    });
  });
});
