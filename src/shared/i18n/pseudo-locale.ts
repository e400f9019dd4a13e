// The pseudo locale (`?lng=pseudo` in development and mock mode): every English text accented,
// about 35 % longer and bracketed, 'Royal Bet' → '[Ŕöýàļ Ƀéţ ~~~]'. A text that shows plain was
// not translated; a text whose closing bracket is cut off does not fit its place. Placeholders
// ({{name}}), nested keys ($t(key)) and markup tags stay as they are, so interpolation still works.

const accented: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'àƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀɃÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index] ?? letter,
  ]),
);

// Split with a capture group: the odd parts are what must survive untouched.
const UNTOUCHED = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]*>)/;

/** How much longer a translation may be than its English text. */
const GROWTH = 0.35;

/** One text in the pseudo locale. */
export function pseudoText(text: string): string {
  if (text.trim() === '') return text;
  const parts = text.split(UNTOUCHED);
  const words = parts.filter((_, index) => index % 2 === 0).join('');
  const body = parts
    .map((part, index) =>
      index % 2 === 1 ? part : [...part].map((char) => accented[char] ?? char).join(''),
    )
    .join('');
  return `[${body} ${'~'.repeat(Math.max(1, Math.round(words.length * GROWTH)))}]`;
}

/** Every text of a namespace's file in the pseudo locale, its keys and nesting unchanged. */
export function pseudoTexts<T>(texts: T): T {
  if (typeof texts === 'string') return pseudoText(texts) as T;
  if (Array.isArray(texts)) return texts.map((item: unknown) => pseudoTexts(item)) as T;
  if (typeof texts === 'object' && texts !== null) {
    return Object.fromEntries(
      Object.entries(texts).map(([key, value]: [string, unknown]) => [key, pseudoTexts(value)]),
    ) as T;
  }
  return texts;
}
