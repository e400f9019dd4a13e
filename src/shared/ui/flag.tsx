import type { Language } from '@/shared/i18n/language';
import sprite from './icons.svg?no-inline';

export interface FlagProps {
  language: Language;
  size?: number;
}

/** The flag of an offered language, from the site's SVG sprite. */
export function Flag({ language, size = 20 }: FlagProps) {
  return (
    <svg
      viewBox={language === 'tr' ? '0 0 30 20' : '0 0 60 40'}
      width={size}
      height={Math.round((size * 2) / 3)}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${sprite}#flag-${language}`} />
    </svg>
  );
}
