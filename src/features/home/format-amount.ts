/** A won amount with its currency symbol, in the page's language: "₺1.234,50" / "₺1,234.50". */
export function formatAmount(amount: number, currencySymbol: string, language: string): string {
  const number = new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number.isFinite(amount) ? amount : 0);
  return `${currencySymbol}${number}`;
}
