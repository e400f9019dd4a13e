import { afterEach, describe, expect, it } from 'vitest';
import {
  LaunchAmusnetBody,
  LaunchDtBody,
  LaunchEgtBody,
  LaunchEmBody,
  LaunchHub88Body,
  LaunchSoftgamingsBody,
} from '@generated/api/casino/casino.zod';
import type { Game, GameProvider } from '@generated/api/model';
import { launchTable, prepareLaunch } from '@/shared/casino/launch/launch-table';
import { watchRequests } from '../../request-watch';
import { logInAs } from '../../session-helpers';

const game = (launchProvider: GameProvider, extra: Partial<Game> = {}): Game => ({
  gameCode: 'g-101',
  name: 'Test Game',
  providerName: 'Studio',
  mainProviderId: 4,
  productId: null,
  system: null,
  systemCategory: 3,
  imageUrl: null,
  launchProvider,
  ...extra,
});

const desktop = { isMobile: false, language: 'tr', lobbyUrl: 'http://site.test/casino/slot' };
const mobile = { isMobile: true, language: 'en', lobbyUrl: 'http://site.test/casino/slot' };

/** Sends the prepared launch to the mock backend and returns the path and body it saw. */
async function sent(target: Game, context = desktop) {
  const watch = watchRequests();
  try {
    const answer = await prepareLaunch(target, context).send();
    expect(answer.success).toBe(true);
    const [request] = watch.to('launchurl');
    return { path: request?.path, body: await request?.body };
  } finally {
    watch.stop();
  }
}

// The game's provider picks its launch call, which sends exactly its request fields.
describe('launch table: one launch call per provider', () => {
  afterEach(() => localStorage.clear());

  it('dt: POST casino/dtlaunchurl {code}', async () => {
    await logInAs();
    const { path, body } = await sent(game('dt'));
    expect(path).toMatch(/\/casino\/dtlaunchurl$/);
    expect(body).toEqual({ code: 'g-101' });
    expect(LaunchDtBody.strict().parse(body)).toEqual(body);
    expect(launchTable.dt.closesOnFailure).toBe(false);
  });

  it('em: POST casino/emlaunchurl {code, productId}', async () => {
    await logInAs();
    const { path, body } = await sent(game('em', { productId: 14 }));
    expect(path).toMatch(/\/casino\/emlaunchurl$/);
    expect(body).toEqual({ code: 'g-101', productId: 14 });
    expect(LaunchEmBody.strict().parse(body)).toEqual(body);
    expect(launchTable.em.closesOnFailure).toBe(false);
  });

  it('amusnet: POST casino/amusnetlaunchurl {code, isMobile}', async () => {
    await logInAs();
    const { path, body } = await sent(game('amusnet'), mobile);
    expect(path).toMatch(/\/casino\/amusnetlaunchurl$/);
    expect(body).toEqual({ code: 'g-101', isMobile: true });
    expect(LaunchAmusnetBody.strict().parse(body)).toEqual(body);
    expect(launchTable.amusnet.body(game('amusnet'), desktop)).toEqual({
      code: 'g-101',
      isMobile: false,
    });
    expect(launchTable.amusnet.closesOnFailure).toBe(false);
  });

  it('egt: POST casino/egtlaunchurl {platform 1/2, gameCode, language, lobbyUrl}', async () => {
    await logInAs();
    const { path, body } = await sent(game('egt'));
    expect(path).toMatch(/\/casino\/egtlaunchurl$/);
    expect(body).toEqual({
      platform: 1,
      gameCode: 'g-101',
      language: 'tr',
      lobbyUrl: 'http://site.test/casino/slot',
    });
    expect(LaunchEgtBody.strict().parse(body)).toEqual(body);
    expect(launchTable.egt.body(game('egt'), mobile)).toMatchObject({
      platform: 2,
      language: 'en',
    });
    expect(launchTable.egt.closesOnFailure).toBe(true);
  });

  it('hub88: POST casino/hub88launchurl {platform 1/2, gameCode, language, lobbyUrl}', async () => {
    await logInAs();
    const { path, body } = await sent(game('hub88'), mobile);
    expect(path).toMatch(/\/casino\/hub88launchurl$/);
    expect(body).toEqual({
      platform: 2,
      gameCode: 'g-101',
      language: 'en',
      lobbyUrl: 'http://site.test/casino/slot',
    });
    expect(LaunchHub88Body.strict().parse(body)).toEqual(body);
    expect(launchTable.hub88.closesOnFailure).toBe(true);
  });

  it('softgamings: POST casino/softgamingslaunchurl {system, pageCode, isMobile 1/0}', async () => {
    await logInAs();
    const { path, body } = await sent(game('softgamings', { system: 'spribe' }));
    expect(path).toMatch(/\/casino\/softgamingslaunchurl$/);
    expect(body).toEqual({ system: 'spribe', pageCode: 'g-101', isMobile: 0 });
    expect(LaunchSoftgamingsBody.strict().parse(body)).toEqual(body);
    expect(launchTable.softgamings.body(game('softgamings', { system: 'spribe' }), mobile)).toEqual(
      { system: 'spribe', pageCode: 'g-101', isMobile: 1 },
    );
    expect(launchTable.softgamings.closesOnFailure).toBe(true);
  });
});
