import type { Game } from '@generated/api/model';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import { DEFAULT_GAME_IMAGE } from '@/shared/casino/default-game-image';
import styles from './game-card.module.css';

export interface GameCardProps {
  game: Game;
  onPlay: (game: Game) => void;
}

/** A game of the popular strip: 4:3 image, name, studio, and Play on hover or focus. */
export function GameCard({ game, onPlay }: GameCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  return (
    <article className={styles.card} aria-labelledby={nameId}>
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
            {t('home.game.play')}
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

/** The card's shape while games load. */
export function GameCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={`${styles.media} ${styles.shimmer}`} />
      <div className={styles.info}>
        <span className={styles.lineWide} />
        <span className={styles.lineShort} />
      </div>
    </div>
  );
}
