// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Game } from '@generated/api/model';
import { decodePlayLink, encodeGame } from '@/shared/casino/game-codec';

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
const trusted = { gameCode: 'TRRoulette01', launchProvider: 'em' };

const base64 = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))));

// /casino/play/{base64 of the game JSON}: only the code and the launch provider are read back.
describe('game codec', () => {
  it('reads back the code and launch provider of what encodeGame wrote, nothing else', () => {
    expect(decodePlayLink(encodeGame(game))).toEqual(trusted);
  });

  it('reads the address segment whether or not the router already unescaped it', () => {
    expect(decodePlayLink(decodeURIComponent(encodeGame(game)))).toEqual(trusted);
  });

  it('ignores whatever else the address says about the game', () => {
    const crafted = { ...game, name: '\u202EYour account is locked', productId: '14', extra: 1 };
    expect(decodePlayLink(base64(crafted))).toEqual(trusted);
    expect(decodePlayLink(base64(trusted))).toEqual(trusted);
  });

  it.each([
    ['not base64', 'not-base64'],
    ['empty', ''],
    ['base64 of text', btoa('hello')],
    ['base64 of a number', base64(42)],
    ['base64 of an array', base64([game])],
    ['a game without code', base64({ ...game, gameCode: undefined })],
    ['an empty code', base64({ ...game, gameCode: '' })],
    ['a numeric code', base64({ ...game, gameCode: 1 })],
    ['an unknown provider', base64({ ...game, launchProvider: 'acme' })],
    ['no provider', base64({ gameCode: 'a' })],
    ['broken percent escape', '%E0%A4%A'],
    ['invalid UTF-8', btoa('\xff\xfe{}')],
  ])('answers null for %s', (_label, encoded) => {
    expect(decodePlayLink(encoded)).toBeNull();
  });
});
