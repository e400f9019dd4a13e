// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Game } from '@generated/api/model';
import { isGame } from '@generated/guards';
import { decodeGame, encodeGame } from '@/shared/casino/game-codec';

const game: Game = {
  gameCode: 'TRRoulette01',
  name: 'Türkçe Rulet ığüşöç',
  providerName: 'Evolution',
  mainProviderId: 8,
  productId: 14,
  system: null,
  systemCategory: 7,
  imageUrl: null,
  launchProvider: 'em',
};

const base64 = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))));

// Spec 2.1: /casino/play/{base64 of the game JSON}.
describe('game codec', () => {
  it('decodes what encodeGame wrote, Turkish letters included', () => {
    expect(decodeGame(encodeGame(game))).toEqual(game);
  });

  it('decodes the address segment whether or not the router already unescaped it', () => {
    expect(decodeGame(decodeURIComponent(encodeGame(game)))).toEqual(game);
  });

  it.each([
    ['not base64', 'not-base64'],
    ['empty', ''],
    ['base64 of text', btoa('hello')],
    ['base64 of a number', base64(42)],
    ['base64 of an array', base64([game])],
    ['a game without code', base64({ ...game, gameCode: undefined })],
    ['an unknown provider', base64({ ...game, launchProvider: 'acme' })],
    ['a text productId', base64({ ...game, productId: '14' })],
    ['broken percent escape', '%E0%A4%A'],
    ['invalid UTF-8', btoa('\xff\xfe{}')],
  ])('answers null for %s', (_label, encoded) => {
    expect(decodeGame(encoded)).toBeNull();
  });

  it('guards the Game shape', () => {
    expect(isGame(game)).toBe(true);
    expect(isGame(null)).toBe(false);
    expect(isGame({ ...game, mainProviderId: 1.5 })).toBe(false);
  });
});
