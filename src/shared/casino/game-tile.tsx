import type { Game } from '@generated/api/model';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import { DEFAULT_GAME_IMAGE } from '@/shared/casino/default-game-image';
import styles from './game-tile.module.css';

export interface GameTileProps {
  game: Game;
  onPlay: (game: Game) => void;
}

/** A game of a list (the casino grid, the home page's popular games): a 4:3 picture (lazy), its name and studio, and Play on hover or focus. */
export function GameTile({ game, onPlay }: GameTileProps) {
  const { t } = useTranslation();
  const nameId = useId();
  return (
    <article className={styles.tile} aria-labelledby={nameId}>
      <div className={styles.media}>
        <img
          className={styles.image}
          src={game.imageUrl ?? DEFAULT_GAME_IMAGE}
          alt=""
          width={400}
          height={300}
          loading="lazy"
          decoding="async"
        />
        <button type="button" className={styles.play} onClick={() => onPlay(game)}>
          <span className={styles.playLabel}>
            <Icon name="chevron-right" size={16} />
            {t('app.play')}
          </span>
        </button>
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
      <div className={`${styles.media} ${styles.shimmer}`} />
      <div className={styles.info}>
        <span className={`${styles.lineWide} ${styles.shimmer}`} />
        <span className={`${styles.lineShort} ${styles.shimmer}`} />
      </div>
    </div>
  );
}
