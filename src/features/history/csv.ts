// A CSV file a spreadsheet opens safely (OWASP "CSV injection"): a cell that begins with =, +,
// -, @, a tab or a carriage return is read as a formula, so it gets a leading apostrophe; a cell
// with a quote, separator or line break is quoted. The byte-order mark makes Excel read UTF-8.

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",;\r\n]/;

/** One cell as written to the file. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The file's text: a header line, then one line per row (CRLF, as RFC 4180 says). */
export function buildCsv(
  headers: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>,
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
