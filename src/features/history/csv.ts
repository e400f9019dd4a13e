// A CSV file a spreadsheet opens safely (OWASP "CSV injection", ASVS 5): free text whose first
// character, after any leading spaces, is =, +, -, @, a tab, a carriage return or NUL would be
// read as a formula, so it gets a leading apostrophe. Numbers are written as numbers: a negative
// amount stays a number a spreadsheet can add up. Every cell is quoted, so no separator, quote
// or line break inside one can split it; the byte-order mark makes Excel read UTF-8.

const FORMULA_START = /^\s*[=+\-@\t\r\0]/;

/** A number written with a fixed number of decimals (an amount: `-50.00`). */
export interface CsvNumber {
  readonly fixed: string;
}

export type CsvValue = string | number | CsvNumber | null | undefined;

/** An amount as a number with two decimals: written as `-50.00`, never neutralised as text. */
export function csvAmount(value: number): CsvNumber {
  return { fixed: value.toFixed(2) };
}

function cellText(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'object') return value.fixed;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One cell as written to the file. */
export function csvCell(value: CsvValue): string {
  return `"${cellText(value).replace(/"/g, '""')}"`;
}

/** The file's text: a header line, then one line per row (CRLF, as RFC 4180 says). */
export function buildCsv(
  headers: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<CsvValue>>,
): string {
  const lines = [headers, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Hands the text to the browser as a download named `fileName`. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has started from the link; the address can go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
