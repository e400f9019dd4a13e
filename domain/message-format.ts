// Money and moments as a backend writes them inside its messages to the player, in the
// message's language: ₺1.250,75 (tr) or ₺1,250.75 (en), and 26.11.2026 14:00 in the site's time
// zone (Europe/Istanbul). The server and the mock backend write them alike.
export type MessageLocale = 'tr' | 'en';

/** Lira (not cents) in a message: the lira sign in both languages, always two decimals. */
export function liraText(locale: MessageLocale, lira: number): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'tr-TR', {
    style: 'currency',
    currency: 'TRY',
    // The lira sign in both languages (en-GB would otherwise write 'TRY').
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
  }).format(lira);
}

/** A moment in a message, in the site's time zone: 26.11.2026 14:00. */
export function momentText(locale: MessageLocale, time: Date | number): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'tr-TR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Istanbul',
  }).format(time);
}
