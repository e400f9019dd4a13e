/**
 * Server masks of dynamic payment fields (contract PaymentField.mask) converted for react-imask,
 * plus the rule that checks a filled value. Pure functions, no React.
 *
 * Server mask syntax: `9` a digit, `a` a letter (Turkish letters included: any Unicode letter),
 * `*` a letter or digit, `?` starts the optional part (everything after it is optional; a later `?`
 * is ignored); any other character is a literal, e.g. `TR99 9999 9999 9999 9999 9999 99`.
 *
 * The field's value is the MASKED text, literals included (`TR12 3456 ...`), i.e. imask's `value`,
 * not its `unmaskedValue` (which would drop the `TR` of an IBAN). Render the input with
 * `unmask={false}` and spread the options: `<IMaskInput {...serverMaskToImask(mask)} />`.
 */

/** One position of a server mask. */
interface MaskToken {
  kind: 'digit' | 'letter' | 'alnum' | 'literal';
  char: string;
  optional: boolean;
}

/** The react-imask options of a server mask (spreadable onto IMaskInput). */
export interface ImaskPatternOptions {
  /** imask pattern: `0` digit, `a` letter, `*` letter or digit, `[...]` the optional part. */
  mask: string;
  /** Overrides imask's `0`, `a` and `*` so they mean exactly the server's `9`, `a` and `*`. */
  definitions: Record<string, RegExp>;
  /** No placeholder characters in the value: the value is only what was typed plus literals. */
  lazy: true;
  /** Literals are written as soon as the position before them is filled (deterministic value). */
  eager: true;
  /** The input's placeholder: digits as `0`, letters as `A`, letter-or-digit as `_`, literals as is. */
  placeholder: string;
  /** `numeric` when every input position is a digit, else `text`. */
  inputMode: 'numeric' | 'text';
}

const DIGIT = /[0-9]/;
const LETTER = /\p{L}/u;
const ALNUM = /[\p{L}0-9]/u;

/** The imask definition characters used for the server's `9`, `a` and `*`. */
const IMASK_CHAR = { digit: '0', letter: 'a', alnum: '*' } as const;

/** The placeholder shown for each kind of input position. */
const PLACEHOLDER_CHAR = { digit: '0', letter: 'A', alnum: '_' } as const;

/** Characters with a meaning in an imask pattern: a literal one is escaped with a backslash. */
const IMASK_SPECIAL = new Set(['0', 'a', '*', '[', ']', '{', '}', '`', '\\']);

/** Characters with a meaning in a (unicode) RegExp outside a character class. */
const REGEXP_SPECIAL = /[\\^$.*+?()[\]{}|/]/g;

const SERVER_KIND: Record<string, MaskToken['kind']> = { '9': 'digit', a: 'letter', '*': 'alnum' };

function parseServerMask(mask: string): MaskToken[] {
  const tokens: MaskToken[] = [];
  let optional = false;
  for (const char of Array.from(mask)) {
    if (char === '?') {
      optional = true;
      continue;
    }
    tokens.push({ kind: SERVER_KIND[char] ?? 'literal', char, optional });
  }
  return tokens;
}

/** A null, empty or blank mask means the field has no mask. */
function tokensOf(mask: string | null | undefined): MaskToken[] | null {
  if (mask == null || mask.trim() === '') return null;
  const tokens = parseServerMask(mask);
  return tokens.length > 0 ? tokens : null;
}

function imaskChar(token: MaskToken): string {
  if (token.kind !== 'literal') return IMASK_CHAR[token.kind];
  return IMASK_SPECIAL.has(token.char) ? `\\${token.char}` : token.char;
}

/**
 * The react-imask options of a server mask, or null when the field has no mask (null or blank).
 */
export function serverMaskToImask(mask: string | null | undefined): ImaskPatternOptions | null {
  const tokens = tokensOf(mask);
  if (!tokens) return null;
  const required = tokens.filter((token) => !token.optional).map(imaskChar);
  const optional = tokens.filter((token) => token.optional).map(imaskChar);
  const inputs = tokens.filter((token) => token.kind !== 'literal');
  return {
    mask: required.join('') + (optional.length > 0 ? `[${optional.join('')}]` : ''),
    definitions: {
      [IMASK_CHAR.digit]: DIGIT,
      [IMASK_CHAR.letter]: LETTER,
      [IMASK_CHAR.alnum]: ALNUM,
    },
    lazy: true,
    eager: true,
    placeholder: tokens
      .map((token) => (token.kind === 'literal' ? token.char : PLACEHOLDER_CHAR[token.kind]))
      .join(''),
    inputMode:
      inputs.length > 0 && inputs.every((token) => token.kind === 'digit') ? 'numeric' : 'text',
  };
}

function regexpPart(token: MaskToken): string {
  switch (token.kind) {
    case 'digit':
      return '[0-9]';
    case 'letter':
      return '\\p{L}';
    case 'alnum':
      return '[\\p{L}0-9]';
    case 'literal':
      return token.char.replace(REGEXP_SPECIAL, '\\$&');
  }
}

/**
 * The RegExp a complete masked value matches, or null when the field has no mask. Complete: every
 * non-optional position is filled and the literals are in place. What follows the last required
 * position (trailing literals and the optional part) may be filled up to any point, as imask leaves
 * it: for `999?-99` the values `123`, `123-`, `123-4` and `123-45` are complete.
 */
export function serverMaskPattern(mask: string | null | undefined): RegExp | null {
  const tokens = tokensOf(mask);
  if (!tokens) return null;
  let lastRequired = -1;
  tokens.forEach((token, index) => {
    if (!token.optional && token.kind !== 'literal') lastRequired = index;
  });
  const head = tokens
    .slice(0, lastRequired + 1)
    .map(regexpPart)
    .join('');
  const tail = tokens
    .slice(lastRequired + 1)
    .reduceRight((rest, token) => `(?:${regexpPart(token)}${rest})?`, '');
  return new RegExp(`^${head}${tail}$`, 'u');
}
