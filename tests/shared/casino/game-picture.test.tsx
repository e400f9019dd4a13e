import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_IMAGE } from '@/shared/casino/default-game-image';
import { GamePicture } from '@/shared/casino/game-picture';

// A game's picture (a default picture when it has none): lazy, with a fixed 4:3 size.
describe('GamePicture', () => {
  it('shows the game picture, lazily and at its fixed size, as decoration by default', () => {
    render(<GamePicture className="thumb" src="/mock-art/tile?game=1" width={64} height={48} />);
    const image = screen.getByRole('presentation');
    expect(image).toHaveAttribute('src', '/mock-art/tile?game=1');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '64');
    expect(image).toHaveAttribute('height', '48');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveClass('thumb');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the default picture for a game without one', () => {
    render(<GamePicture src={null} width={48} height={36} />);
    expect(screen.getByRole('presentation')).toHaveAttribute('src', DEFAULT_GAME_IMAGE);
  });

  it('can be named when nothing else names the game', () => {
    render(<GamePicture src={undefined} alt="Sweet Bonanza" width={400} height={300} />);
    expect(screen.getByRole('img', { name: 'Sweet Bonanza' })).toHaveAttribute(
      'src',
      DEFAULT_GAME_IMAGE,
    );
  });
});
