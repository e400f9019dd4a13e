import { memo, useId, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCategoryGames } from '@generated/api/casino/casino';
import type { Game } from '@generated/api/model';
import { GameTile, GameTileSkeleton } from '@/shared/casino/game-tile';
import { usePlayGame } from '@/shared/casino/use-play-game';
import { SectionEmpty, SectionError } from '@/shared/ui/section-state';
import styles from './game-grid.module.css';
import { columnsOf, useGridBox, useVirtualGrid } from './virtual-grid';

const skeletons = Array.from({ length: 12 }, (_, index) => index);

export interface GameGridProps {
  /** Categories to list (POST casino/categorygames {systemCategory}). */
  categoryIds: number[];
  /** The startup bundle (and so the categories) may still arrive. */
  waiting: boolean;
  /** The startup bundle failed, so the categories are unknown: offer to load it again. */
  onCategoriesRetry?: () => void;
}

/** The games of the selected categories, with loading, empty and error states. */
export function GameGrid({ categoryIds, waiting, onCategoriesRetry }: GameGridProps) {
  const { t } = useTranslation(['casino']);
  const headingId = useId();
  const games = useGetCategoryGames(
    { systemCategory: categoryIds },
    { query: { enabled: categoryIds.length > 0 } },
  );
  const list = games.data?.data ?? [];

  let body;
  if (games.isError) {
    body = <SectionError text={t('casino.error')} onRetry={() => void games.refetch()} />;
  } else if (onCategoriesRetry && categoryIds.length === 0) {
    body = <SectionError text={t('casino.error')} onRetry={onCategoriesRetry} />;
  } else if (games.isSuccess || (categoryIds.length === 0 && !waiting)) {
    body =
      list.length === 0 ? (
        <SectionEmpty icon="slot" text={t('casino.empty')} />
      ) : (
        <>
          <p className={styles.count}>{t('casino.count', { total: list.length })}</p>
          <VirtualGameList games={list} />
        </>
      );
  } else {
    body = (
      <div role="status">
        <span className={styles.visuallyHidden}>{t('casino.loading')}</span>
        <SkeletonGrid />
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

/** Placeholder tiles in the columns the games will take. */
function SkeletonGrid() {
  const gridRef = useRef<HTMLUListElement>(null);
  const columns = columnsOf(useGridBox(gridRef));
  return (
    <ul
      ref={gridRef}
      className={styles.grid}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      aria-hidden="true"
    >
      {skeletons.map((index) => (
        <li key={index} className={styles.item}>
          <GameTileSkeleton />
        </li>
      ))}
    </ul>
  );
}

interface VirtualGameListProps {
  games: Game[];
}

/**
 * Every game of the list, of which only the rows near the viewport are in the DOM (a category may
 * hold 10,000), each at the column and height the virtualizer gives it. The list keeps its full
 * height, so the page's scrollbar is the real one.
 */
function VirtualGameList({ games }: VirtualGameListProps) {
  const play = usePlayGame();
  const { gridRef, columns, virtualizer } = useVirtualGrid(games.length);
  const gridTop = virtualizer.options.scrollMargin;
  return (
    <ul
      ref={gridRef}
      className={styles.lanes}
      style={{ height: virtualizer.getTotalSize(), '--columns': columns } as CSSProperties}
    >
      {virtualizer.getVirtualItems().map(({ index, lane, start }) => {
        const game = games[index];
        return (
          game && (
            <GameItem
              key={`${game.systemCategory}-${game.gameCode}`}
              measureRef={virtualizer.measureElement}
              game={game}
              onPlay={play}
              index={index}
              total={games.length}
              lane={lane}
              top={start - gridTop}
            />
          )
        );
      })}
    </ul>
  );
}

interface GameItemProps {
  /** The virtualizer measures the rendered tiles. */
  measureRef: (element: HTMLLIElement | null) => void;
  game: Game;
  onPlay: (game: Game) => void;
  /** 0-based place in the whole list, of `total` (only some are in the DOM). */
  index: number;
  total: number;
  /** The column, and the offset from the list's top. */
  lane: number;
  top: number;
}

// Memoized: a scroll that brings in a row mounts that row's tiles and re-renders no other.
const GameItem = memo(function GameItem(props: GameItemProps) {
  const { measureRef, game, onPlay, index, total, lane, top } = props;
  return (
    <li
      ref={measureRef}
      data-index={index}
      className={styles.lane}
      style={{ top, '--lane': lane } as CSSProperties}
      aria-setsize={total}
      aria-posinset={index + 1}
    >
      <GameTile game={game} onPlay={onPlay} />
    </li>
  );
});
