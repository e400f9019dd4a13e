import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootstrap } from '@/shared/bootstrap/bootstrap-query';
import { isLanguage, offeredLanguages, switchLanguage } from '@/shared/i18n/language';
import { Flag } from '@/shared/ui/flag';
import { Icon } from '@/shared/ui/icon';
import styles from './language-select.module.css';

export interface LanguageSelectProps {
  /** 'menu' opens downwards inside the mobile side menu, full width. */
  variant?: 'header' | 'menu';
}

/** The language selector 'Select Language' (spec 2.2): English and Türkçe with flags. */
export function LanguageSelect({ variant = 'header' }: LanguageSelectProps) {
  const { t, i18n } = useTranslation();
  const bootstrap = useBootstrap();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const current = isLanguage(i18n.language) ? i18n.language : null;
  const languages = offeredLanguages(bootstrap?.language.map((item) => item.locale));
  const select = t('shell.language.select');
  const currentLabel = current ? t(`shell.language.${current}`) : null;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className={`${styles.root} ${styles[variant]}`}>
      <button
        type="button"
        className={styles.trigger}
        // 'Select Language: English': the name holds the language it shows (WCAG 2.5.3).
        aria-label={currentLabel ? `${select}: ${currentLabel}` : select}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {current && <Flag language={current} />}
        <span className={styles.current}>{currentLabel ?? select}</span>
        <Icon name="chevron-down" size={16} />
      </button>
      {open && (
        <ul id={listId} role="menu" aria-label={select} className={styles.popup}>
          {languages.map((language) => (
            <li key={language} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={language === current}
                lang={language}
                className={styles.option}
                onClick={() => {
                  setOpen(false);
                  if (language !== current) switchLanguage(language);
                }}
              >
                <Flag language={language} />
                {t(`shell.language.${language}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
