import type { ParseKeys } from 'i18next';
import type { Translate } from '@/shared/i18n/i18n';

// Generated form schemas (generated/forms.ts) carry error descriptors: an i18n key with its
// interpolation values as a query string, e.g. 'validation.minLength?min=5'.
export function parseErrorDescriptor(descriptor: string): {
  key: string;
  values: Record<string, string>;
} {
  const [key = '', query = ''] = descriptor.split('?', 2);
  return { key, values: Object.fromEntries(new URLSearchParams(query)) };
}

/** The translated text of an error descriptor; an unknown key reads as a generic message. */
export function translateFormError(descriptor: string | undefined, t: Translate): string {
  if (!descriptor) return '';
  const { key, values } = parseErrorDescriptor(descriptor);
  return t(key as ParseKeys, { ...values, defaultValue: t('validation.invalid') });
}
