import type { ParseKeys } from 'i18next';
import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { Icon, type IconName } from '@/shared/ui/icon';
import { useIsMobile } from '@/shared/ui/use-is-mobile';
import styles from './category-shortcuts.module.css';

interface Shortcut {
  to: string;
  labelKey: ParseKeys;
  icon: IconName;
  /** Tint of the tile. */
  hue: number;
}

// The site's betting and casino sections, as big tiles.
const shortcuts: Shortcut[] = [
  { to: paths.sports, labelKey: 'routes.sports', icon: 'sports', hue: 150 },
  { to: paths.liveSports, labelKey: 'routes.liveSports', icon: 'live-sports', hue: 0 },
  { to: paths.casinoSlot, labelKey: 'routes.casinoSlot', icon: 'slot', hue: 40 },
  { to: paths.casinoLive, labelKey: 'routes.casinoLive', icon: 'live-casino', hue: 330 },
  { to: paths.casinoGames, labelKey: 'routes.casinoGames', icon: 'games', hue: 265 },
  { to: paths.casinoBingo, labelKey: 'routes.casinoBingo', icon: 'bingo', hue: 100 },
  { to: paths.casinoTvBets, labelKey: 'routes.casinoTvBets', icon: 'tv', hue: 210 },
];

/** A row of category tiles linking to the sections of the site. */
export function CategoryShortcuts() {
  const { t } = useTranslation();
  const headingId = useId();
  const isMobile = useIsMobile();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.visuallyHidden}>
        {t('home.shortcuts.heading')}
      </h2>
      {/* A row to swipe on a phone, scrolled by keyboard once focused (WCAG 2.1.1). */}
      <div
        className={styles.scroller}
        {...(isMobile && {
          role: 'region',
          'aria-label': t('home.shortcuts.strip'),
          tabIndex: 0,
        })}
      >
        <ul className={styles.list}>
          {shortcuts.map(({ to, labelKey, icon, hue }) => (
            <li key={to}>
              <Link className={styles.tile} to={to} style={{ '--hue': hue } as CSSProperties}>
                <span className={styles.icon}>
                  <Icon name={icon} size={28} />
                </span>
                <span className={styles.label}>{t(labelKey)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
