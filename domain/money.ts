// Money as whole kuruş (cents of a lira). The contract carries lira as decimal numbers and the
// server stores integer cents; every rule in domain/ that adds, subtracts or compares money goes
// through these helpers, so the server and the in-browser mock get the same figure to the cent
// and neither trips over binary fractions (0.1 + 0.2 is 0.30000000000000004 in a float).

/** Lira to whole cents, to the nearest cent (Math.round of the figure times 100). */
export function toCents(lira: number): number {
  return Math.round(lira * 100);
}

/** Whole cents back to lira, as the contract carries them. */
export function fromCents(cents: number): number {
  return cents / 100;
}

/** A lira figure rounded to the cent. */
export function roundMoney(lira: number): number {
  return fromCents(toCents(lira));
}

/** The exact sum of lira amounts: each to the cent, added as integers. */
export function sumMoney(amounts: Iterable<number>): number {
  let cents = 0;
  for (const amount of amounts) cents += toCents(amount);
  return fromCents(cents);
}

/** `a - b` in lira, exact to the cent. */
export function subtractMoney(a: number, b: number): number {
  return fromCents(toCents(a) - toCents(b));
}

/** `a + b` in lira, exact to the cent. */
export function addMoney(a: number, b: number): number {
  return fromCents(toCents(a) + toCents(b));
}

/** `amount * times` in lira, rounded to the cent. */
export function multiplyMoney(amount: number, times: number): number {
  return fromCents(Math.round(toCents(amount) * times));
}
