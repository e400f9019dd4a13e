import { useTranslation } from 'react-i18next';

/** A menu title from data is a translation key or plain text (contract MenuItem.title). */
export function useMenuTitle(title: string): string {
  const { t, i18n } = useTranslation();
  return i18n.exists(title) ? String(t(title as never)) : title;
}
