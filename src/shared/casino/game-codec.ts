import type { Game } from '@generated/api/model';
import { isGame } from '@generated/guards';

// /casino/play/{encoded game}: the game object as base64 of its JSON (spec 2.1). UTF-8 safe,
// since game names may hold Turkish letters.
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
