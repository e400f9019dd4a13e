import { useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootstrap } from '@/shared/bootstrap/bootstrap-query';
import { offeredLanguages, switchLanguage, type Language } from '@/shared/i18n/language';
import { Flag } from '@/shared/ui/flag';
import styles from './language-select.module.css';

export interface LanguageMenuProps {
  id: string;
  current: Language | null;
  /** The selector: a pointer down outside it closes the menu. */
  root: RefObject<HTMLDivElement | null>;
  onClose: () => void;
}

/**
 * The open language menu of 'Select Language': English and Türkçe with flags.
 * Loaded when the selector first opens (language-select.tsx), so the first view carries only the
 * button.
 */
export function LanguageMenu({ id, current, root, onClose }: LanguageMenuProps) {
  const { t } = useTranslation();
  const bootstrap = useBootstrap();
  const languages = offeredLanguages(bootstrap?.language.map((item) => item.locale));

  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onClose();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [root, onClose]);

  return (
    <ul id={id} role="menu" aria-label={t('shell.language.select')} className={styles.popup}>
      {languages.map((language) => (
        <li key={language} role="none">
          <button
            type="button"
            role="menuitemradio"
            aria-checked={language === current}
            lang={language}
            className={styles.option}
            onClick={() => {
              onClose();
              if (language !== current) switchLanguage(language);
            }}
          >
            <Flag language={language} />
            {t(`shell.language.${language}`)}
          </button>
        </li>
      ))}
    </ul>
  );
}
