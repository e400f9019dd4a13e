import type { i18n as I18n, ParseKeys } from 'i18next';
import type { Translate } from '@/shared/i18n/i18n';

// Menu titles from the server are either translation keys ('routes.sports') or plain text.
export function menuLabel(title: string, t: Translate, i18n: I18n): string {
  if (!i18n.exists(title)) return title;
  const text: unknown = t(title as ParseKeys);
  return typeof text === 'string' ? text : title;
}

// Menu icons are either an icon name or an image address.
export function isImageIcon(icon: string): boolean {
  return /^(https?:\/\/|\/|data:image\/)/i.test(icon.trim());
}
