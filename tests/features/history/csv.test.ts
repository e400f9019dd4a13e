// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildCsv, csvCell } from '@/features/history/csv';
import { chartFacts } from '@/features/history/net-chart';

describe('the CSV export', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('Papara')).toBe('Papara');
    expect(csvCell(1500)).toBe('1500');
  });

  it('quotes cells with separators, quotes or line breaks, and leaves empty ones empty', () => {
    expect(csvCell('Havale, EFT')).toBe('"Havale, EFT"');
    expect(csvCell('a "b"')).toBe('"a ""b"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell(null)).toBe('');
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
    ).toBe('\uFEFFID,Not\r\n1,Gönderen adı\r\n2,\r\n');
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
