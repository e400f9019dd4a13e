import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@/shared/i18n/language';
import { Flag } from '@/shared/ui/flag';
import { Icon } from '@/shared/ui/icon';
import { lazyPart } from '@/shared/ui/lazy-part';
import styles from './language-select.module.css';

const LanguageMenu = lazyPart(() => import('./language-menu').then((m) => m.LanguageMenu));

export interface LanguageSelectProps {
  /** 'menu' opens downwards inside the mobile side menu, full width. */
  variant?: 'header' | 'menu';
}

/** The language selector 'Select Language': English and Türkçe with flags. */
export function LanguageSelect({ variant = 'header' }: LanguageSelectProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const current = isLanguage(i18n.language) ? i18n.language : null;
  const select = t('shell.language.select');
  const currentLabel = current ? t(`shell.language.${current}`) : null;

  return (
    <div ref={root} className={`${styles.root} ${styles[variant]}`}>
      <button
        type="button"
        className={styles.trigger}
        // 'Select Language: English': the name holds the language it shows (a voice user says what they see).
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
        <Suspense fallback={null}>
          <LanguageMenu id={listId} current={current} root={root} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
