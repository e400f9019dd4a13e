// Money is shown in Turkish lira with Turkish number formatting (tr-TR, lira prefix).
const lira = new Intl.NumberFormat('tr-TR', {
  style: 'currency',
  currency: 'TRY',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatMoney(amount: number): string {
  return lira.format(Number.isFinite(amount) ? amount : 0);
}
