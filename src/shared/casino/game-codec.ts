import type { Game, GameLookupRequest } from '@generated/api/model';
import { isGameLookupRequest } from '@generated/guards';

// /casino/play/{encoded game}: the game object as base64 of its JSON. UTF-8 safe, since game
// names may hold Turkish letters.
export function encodeGame(game: Game): string {
  const bytes = new TextEncoder().encode(JSON.stringify(game));
  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return encodeURIComponent(btoa(binary));
}

function safeUriDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * What a play address may be trusted with: the game's code and launch provider, nothing else.
 * Anyone can write such an address, so its name and launch fields are never shown or used; the
 * game itself comes from the server (POST casino/game). Null for anything that is not base64
 * JSON of an object with a game code and a known launch provider.
 */
export function decodePlayLink(encoded: string): GameLookupRequest | null {
  try {
    const binary = atob(safeUriDecode(encoded));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    if (!isGameLookupRequest(value)) return null;
    return { gameCode: value.gameCode, launchProvider: value.launchProvider };
  } catch {
    return null;
  }
}
