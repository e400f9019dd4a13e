import { GameProvider, type Game } from '@generated/api/model';

// /casino/play/{encoded game}: the game object as base64 of its JSON (spec 2.1). UTF-8 safe,
// since game names may hold Turkish letters.
export function encodeGame(game: Game): string {
  const bytes = new TextEncoder().encode(JSON.stringify(game));
  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return encodeURIComponent(btoa(binary));
}

const providers: readonly unknown[] = Object.values(GameProvider);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const stringOrNull = (value: unknown) => typeof value === 'string' || value === null;
const isInteger = (value: unknown) => typeof value === 'number' && Number.isInteger(value);

/** The shape of a Game (only the fields the site reads; extra fields are kept as they are). */
export function isGame(value: unknown): value is Game {
  return (
    isRecord(value) &&
    typeof value.gameCode === 'string' &&
    value.gameCode !== '' &&
    typeof value.name === 'string' &&
    typeof value.providerName === 'string' &&
    isInteger(value.mainProviderId) &&
    (value.productId === null || isInteger(value.productId)) &&
    stringOrNull(value.system) &&
    isInteger(value.systemCategory) &&
    stringOrNull(value.imageUrl) &&
    providers.includes(value.launchProvider)
  );
}

function safeUriDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The inverse of encodeGame; null for anything that is not base64 JSON of a Game. */
export function decodeGame(encoded: string): Game | null {
  try {
    const binary = atob(safeUriDecode(encoded));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return isGame(value) ? value : null;
  } catch {
    return null;
  }
}
