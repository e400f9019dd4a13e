import type { Language } from '@/shared/i18n/language';

// Flags of the offered languages, drawn inline (spec 2.2: flags for tr and en).
export function Flag({ language, size = 20 }: { language: Language; size?: number }) {
  const height = Math.round((size * 2) / 3);
  if (language === 'tr') {
    return (
      <svg viewBox="0 0 30 20" width={size} height={height} aria-hidden="true" focusable="false">
        <rect width="30" height="20" fill="#e30a17" rx="2" />
        <circle cx="11" cy="10" r="5" fill="#fff" />
        <circle cx="12.2" cy="10" r="4" fill="#e30a17" />
        <path d="M16.8 10l4.3-1.4-2.7 3.7V7.7l2.7 3.7z" fill="#fff" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 60 40" width={size} height={height} aria-hidden="true" focusable="false">
      <clipPath id="flag-en-clip">
        <rect width="60" height="40" rx="4" />
      </clipPath>
      <g clipPath="url(#flag-en-clip)">
        <rect width="60" height="40" fill="#012169" />
        <path d="M0 0l60 40M60 0L0 40" stroke="#fff" strokeWidth="8" />
        <path d="M0 0l60 40M60 0L0 40" stroke="#c8102e" strokeWidth="3" />
        <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
        <path d="M30 0v40M0 20h60" stroke="#c8102e" strokeWidth="7" />
      </g>
    </svg>
  );
}
