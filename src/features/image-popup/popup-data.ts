import type { Popup } from '@generated/api/model';
import { readJson, storageKeys, writeJson } from '@/shared/store/local-store';

// FNV-1a: a short, stable fingerprint. Image addresses may be long data URIs; storage keeps 8 hex
// characters instead.
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return (value >>> 0).toString(16).padStart(8, '0');
}

/** Identifies a popup's content: its url and first image. New content shows again. */
export function popupSignature(popup: Popup): string {
  return hash(`${popup.url ?? ''}\n${popup.images[0]?.url ?? ''}`);
}

// Stored under popupSeen: the signatures of the contents already shown, newest last. '*' counts
// every content as seen (QA and the e2e journeys use it to keep the popup out of the way).
const ALL_SEEN = '*';
const REMEMBERED = 20;

function isSignatureList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string');
}

function seenSignatures(): string[] {
  return readJson(storageKeys.popupSeen, isSignatureList) ?? [];
}

/** Whether this content was already shown; unreadable or corrupt storage counts as not seen. */
export function wasPopupSeen(popup: Popup): boolean {
  const seen = seenSignatures();
  return seen.includes(ALL_SEEN) || seen.includes(popupSignature(popup));
}

export function markPopupSeen(popup: Popup): void {
  const signature = popupSignature(popup);
  const seen = seenSignatures().filter((entry) => entry !== signature);
  writeJson(storageKeys.popupSeen, [...seen, signature].slice(-REMEMBERED));
}
