import { DEFAULT_GAME_IMAGE } from './default-game-image';

export interface GamePictureProps {
  /** The game's picture; none shows the site's default game picture. */
  src: string | null | undefined;
  /** The intrinsic size (game pictures are 4:3); the caller's CSS sets the drawn size. */
  width: number;
  height: number;
  className?: string;
  /** Empty by default: the game's name is written next to its picture. */
  alt?: string;
}

/**
 * A game's picture (the game tile, the search results, the Top Winners rows): lazy, decoded off
 * the main thread, with a fixed size so the layout does not move while it loads.
 */
export function GamePicture({ src, width, height, className, alt = '' }: GamePictureProps) {
  return (
    <img
      className={className}
      src={src ?? DEFAULT_GAME_IMAGE}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
}
