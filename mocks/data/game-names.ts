// The mock casino's game names: a list of names numbered again when it runs out, or every prefix
// with every noun and then their variants, so a category of any size has names that look real.

/** `base[i]`, then the same names again with a table number: "Speed Roulette 2". */
export function numbered(base: readonly string[]) {
  return (index: number) => {
    const round = Math.floor(index / base.length);
    const name = base[index % base.length] ?? '';
    return round === 0 ? name : `${name} ${round + 1}`;
  };
}

/** Every prefix with every noun once (a stride coprime to the noun count), then variants. */
function combined(prefixes: readonly string[], nouns: readonly string[], variants: string[]) {
  const size = prefixes.length * nouns.length;
  return (index: number) => {
    const i = index % size;
    const q = Math.floor(i / prefixes.length);
    const prefix = prefixes[i % prefixes.length] ?? '';
    const noun = nouns[(q * (prefixes.length + 1) + (i % prefixes.length)) % nouns.length] ?? '';
    const round = Math.floor(index / size);
    const variant = variants[round % variants.length] ?? '';
    const lap = Math.floor(round / variants.length);
    return `${prefix} ${noun}${variant}${lap > 0 ? ` ${lap + 1}` : ''}`;
  };
}

/** The slots' names: 16 prefixes × 12 nouns, then the same with each variant. */
export const slotName = combined(
  [
    'Golden',
    'Book of',
    'Wild',
    'Hot',
    'Sweet',
    'Mega',
    'Lucky',
    'Fire',
    'Royal',
    'Magic',
    'Dragon',
    'Aztec',
    "Pharaoh's",
    'Viking',
    'Diamond',
    'Fruit',
  ],
  [
    'Fortune',
    'Treasures',
    'Riches',
    'Spins',
    'Gems',
    'Bonanza',
    'Empire',
    'Legends',
    'Crown',
    'Kingdom',
    'Reels',
    'Nights',
  ],
  ['', ' Deluxe', ' Megaways', ' Hold & Win', ' 40 Lines', ' Xmas'],
);
