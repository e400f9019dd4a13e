import type { Game } from '@generated/api/model';

// /casino/play/{encoded game}: the game object as base64 of its JSON (spec 2.1). UTF-8 safe,
// since game names may hold Turkish letters.
export function encodeGame(game: Game): string {
  const bytes = new TextEncoder().encode(JSON.stringify(game));
  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return encodeURIComponent(btoa(binary));
}
