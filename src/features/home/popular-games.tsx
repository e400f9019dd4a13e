import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetCategoryGames } from '@generated/api/casino/casino';
import type { GameListResponse } from '@generated/api/model';
import { useBootstrapState } from '@/shared/bootstrap/use-bootstrap-state';
import { GameTile, GameTileSkeleton } from '@/shared/casino/game-tile';
import { usePlayGame } from '@/shared/casino/use-play-game';
import { paths } from '@/shared/config/paths';
import { Icon } from '@/shared/ui/icon';
import { SectionEmpty, SectionError } from '@/shared/ui/section-state';
import { useIsMobile } from '@/shared/ui/use-is-mobile';
import styles from './popular-games.module.css';
import { slotCategoryIds } from './slot-category';

const POPULAR_GAMES_COUNT = 8;
const skeletons = Array.from({ length: POPULAR_GAMES_COUNT }, (_, index) => index);

const firstGames = (envelope: GameListResponse) =>
  (envelope.data ?? []).slice(0, POPULAR_GAMES_COUNT);

/** A strip of popular slot games (POST casino/categorygames). */
export function PopularGames() {
  const { t } = useTranslation();
  const headingId = useId();
  const play = usePlayGame();
  const isMobile = useIsMobile();
  const { bootstrap, settled } = useBootstrapState();
  const ids = useMemo(() => slotCategoryIds(bootstrap?.casinoCategoryList), [bootstrap]);
  const games = useGetCategoryGames(
    { systemCategory: ids },
    { query: { enabled: ids.length > 0, select: firstGames } },
  );

  let body;
  if (games.isError) {
    body = <SectionError text={t('home.popular.error')} onRetry={() => void games.refetch()} />;
  } else if (games.data) {
    body =
      games.data.length === 0 ? (
        <SectionEmpty text={t('home.popular.empty')} />
      ) : (
        // A strip to swipe on a phone, scrolled by keyboard once focused (WCAG 2.1.1).
        <div
          className={styles.scroller}
          {...(isMobile && {
            role: 'region',
            'aria-label': t('home.popular.strip'),
            tabIndex: 0,
          })}
        >
          <ul className={styles.list}>
            {games.data.map((game) => (
              <li key={game.gameCode} className={styles.item}>
                <GameTile game={game} onPlay={play} />
              </li>
            ))}
          </ul>
        </div>
      );
  } else if (settled && ids.length === 0) {
    // No startup bundle, or no slot category in it: nothing to list.
    body = <SectionEmpty text={t('home.popular.empty')} />;
  } else {
    body = (
      <div role="status">
        <span className={styles.visuallyHidden}>{t('home.game.loading')}</span>
        <ul className={`${styles.list} ${styles.skeletons}`} aria-hidden="true">
          {skeletons.map((index) => (
            <li key={index} className={styles.item}>
              <GameTileSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          <Icon name="star" size={20} className={styles.headingIcon} />
          {t('home.popular.heading')}
        </h2>
        <Link className={styles.seeAll} to={paths.casinoSlot}>
          {t('home.popular.seeAll')}
          <Icon name="chevron-right" size={16} />
        </Link>
      </div>
      {body}
    </section>
  );
}
