import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@generated/api/model';
import { useFavorite } from '@/shared/casino/favorites/use-favorite';
import { GamePicture } from '@/shared/casino/game-picture';
import { Tooltip } from '@/shared/ui/tooltip';
import styles from './game-tile.module.css';

export interface GameTileProps {
  game: Game;
  onPlay: (game: Game) => void;
}

/**
 * A game of a list (the casino grid, the home page's popular games): a 4:3 picture (lazy), its
 * name and studio. The picture is the card's button, named by the game (Play shows on hover or
 * focus); the star toggles the favourite.
 */
export function GameTile({ game, onPlay }: GameTileProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const favorite = useFavorite(game);
  return (
    <article className={styles.tile} aria-labelledby={nameId}>
      <div className={styles.media}>
        <GamePicture className={styles.image} src={game.imageUrl} width={400} height={300} />
        <button
          type="button"
          className={styles.play}
          aria-label={game.name}
          onClick={() => onPlay(game)}
        >
          <span className={styles.playLabel} aria-hidden="true">
            {/* Inline, not the sprite: a grid mounts tiles as fast as the player scrolls. */}
            <svg viewBox="0 0 24 24" width={16} height={16} fill="currentColor" focusable="false">
              <path d="M8 5v14l11-7z" />
            </svg>
            {t('app.play')}
          </span>
        </button>
        <Tooltip text={t('favorites.favorite')} placement="left" className={styles.favoriteSpot}>
          <button
            type="button"
            className={styles.favorite}
            aria-pressed={favorite.active}
            aria-busy={favorite.pending || undefined}
            onClick={favorite.toggle}
          >
            <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false">
              <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />
            </svg>
            <span className={styles.visuallyHidden}>{t('favorites.favorite')}</span>
          </button>
        </Tooltip>
      </div>
      <div className={styles.info}>
        <h3 id={nameId} className={styles.name}>
          {game.name}
        </h3>
        <p className={styles.provider}>{game.providerName}</p>
      </div>
    </article>
  );
}

/** A tile's shape while the games load. */
export function GameTileSkeleton() {
  return (
    <div className={styles.tile} aria-hidden="true">
      <div className={styles.mediaSkeleton} />
      <div className={styles.info}>
        <span className={styles.lineWide} />
        <span className={styles.lineShort} />
      </div>
    </div>
  );
}
