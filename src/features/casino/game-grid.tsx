import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCategoryGames } from '@generated/api/casino/casino';
import { GameTile, GameTileSkeleton } from '@/shared/casino/game-tile';
import { SectionEmpty, SectionError } from '@/shared/ui/section-state';
import { usePlayGame } from '@/shared/casino/use-play-game';
import styles from './game-grid.module.css';

// The first games of a category, then more on request (virtualization of 10,000 comes later).
export const GAME_PAGE_SIZE = 60;
const skeletons = Array.from({ length: 12 }, (_, index) => index);

export interface GameGridProps {
  /** Categories to list (POST casino/categorygames {systemCategory}). */
  categoryIds: number[];
  /** The startup bundle (and so the categories) may still arrive. */
  waiting: boolean;
}

/** The games of the selected categories, with loading, empty and error states. */
export function GameGrid({ categoryIds, waiting }: GameGridProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const play = usePlayGame();
  const [limit, setLimit] = useState(GAME_PAGE_SIZE);
  const games = useGetCategoryGames(
    { systemCategory: categoryIds },
    { query: { enabled: categoryIds.length > 0 } },
  );
  const list = games.data?.data ?? [];

  let body;
  if (games.isError) {
    body = <SectionError text={t('casino.error')} onRetry={() => void games.refetch()} />;
  } else if (games.isSuccess || (categoryIds.length === 0 && !waiting)) {
    body =
      list.length === 0 ? (
        <SectionEmpty icon="slot" text={t('casino.empty')} />
      ) : (
        <>
          <ul className={styles.grid}>
            {list.slice(0, limit).map((game) => (
              <li key={`${game.systemCategory}-${game.gameCode}`} className={styles.item}>
                <GameTile game={game} onPlay={play} />
              </li>
            ))}
          </ul>
          <div className={styles.more}>
            <p className={styles.count}>
              {t('casino.shown', { shown: Math.min(limit, list.length), total: list.length })}
            </p>
            {limit < list.length && (
              <button
                type="button"
                className={styles.moreButton}
                onClick={() => setLimit((current) => current + GAME_PAGE_SIZE)}
              >
                {t('casino.showMore')}
              </button>
            )}
          </div>
        </>
      );
  } else {
    body = (
      <div role="status">
        <span className={styles.visuallyHidden}>{t('casino.loading')}</span>
        <ul className={styles.grid} aria-hidden="true">
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
      <h2 id={headingId} className={styles.visuallyHidden}>
        {t('casino.games')}
      </h2>
      {body}
    </section>
  );
}
