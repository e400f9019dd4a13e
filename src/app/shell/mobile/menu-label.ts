import type { i18n as I18n, ParseKeys, TFunction } from 'i18next';

// Menu titles from the server are either translation keys ('routes.sports') or plain text.
export function menuLabel(title: string, t: TFunction, i18n: I18n): string {
  if (!i18n.exists(title)) return title;
  const text: unknown = t(title as ParseKeys);
  return typeof text === 'string' ? text : title;
}

// Menu icons are either an icon name or an image address.
export function isImageIcon(icon: string): boolean {
  return /^(https?:\/\/|\/|data:image\/)/i.test(icon.trim());
}
