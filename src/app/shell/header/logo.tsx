import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import styles from './logo.module.css';

/**
 * The site's wordmark; leads home. Its name starts with the words it shows, 'Royal Bet', so a
 * voice user can say what they see, and says where it leads: 'Royal Bet, Home'.
 */
export function Logo() {
  const { t } = useTranslation();
  const [first = '', ...rest] = t('app.name').split(' ');
  // Its own gradient id: a hidden copy's gradient (desktop bar on a phone) would not paint.
  const gold = useId();
  return (
    <Link to={paths.home} className={styles.logo}>
      <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true">
        <defs>
          <linearGradient id={gold} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffd36b" />
            <stop offset="1" stopColor="#e09a12" />
          </linearGradient>
        </defs>
        <path d="M4 11l6 4 6-9 6 9 6-4-3 15H7z" fill={`url(#${gold})`} />
        <circle cx="16" cy="5" r="2" fill="#ffd36b" />
      </svg>
      <span className={styles.word}>
        {first}
        {/* The words stay two in the text (read and matched by voice as 'Royal Bet'); the
            wordmark draws them joined. */}
        <span className={styles.joint}> </span>
        <span className={styles.accent}>{rest.join(' ')}</span>
      </span>
      <span className={styles.visuallyHidden}>, {t('app.home')}</span>
    </Link>
  );
}
