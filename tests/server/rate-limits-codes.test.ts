// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../server/abuse/limits.ts';
import { newPlayer } from './support/protection-players.ts';
import {
  expectLetThrough,
  expectTooMany,
  freshAddress,
  HOUR,
  post,
} from './support/rate-limit-calls.ts';
import { startRateLimitWorld } from './support/rate-limit-world.ts';
import type { TestServer } from './support/test-server.ts';
import { setUpWorld } from './support/world-hooks.ts';

// The rate limits as a client meets them: the attempt after a rule's limit is answered 429 with
// Retry-After (seconds) and the envelope, its message in the request's language; a lockout ends
// on time (the server's clock is moved); a success clears an account's count. Attempts here come
// through no socket, so a test that counts by address sends X-Forwarded-For with the server told
// that one proxy stands in front of it.
let server: TestServer;
setUpWorld(startRateLimitWorld, (world) => (server = world.server));

describe('codes sent', () => {
  const SENDS_EN = 'Too many codes were asked for. Please try again in 60 minutes.';
  const SENDS_TR = 'Çok fazla kod istendi. Lütfen 60 dakika sonra tekrar deneyin.';

  it('texts one phone at most 5 codes an hour, whoever asks', async () => {
    const phone = '905301234567';
    const first = await newPlayer(server);
    const second = await newPlayer(server);
    const send = (token: string, locale: 'tr' | 'en' = 'en') =>
      post(server, '/customer/updatephone', { step: 1, phone }, { token, locale });
    await expectLetThrough(3, async () => {
      const answer = await send(first.token);
      expect(answer.success).toBe(true);
      return answer;
    });
    await expectLetThrough(2, () => send(second.token));
    expectTooMany(await send(second.token), 3600, SENDS_EN);
    expectTooMany(await send(first.token, 'tr'), 3600, SENDS_TR);
    // Another phone is counted on its own.
    expect(
      await post(
        server,
        '/customer/updatephone',
        { step: 1, phone: '905307654321' },
        { token: first.token },
      ),
    ).toMatchObject({ status: 200, success: true });
    server.clock.advance(HOUR);
    expect(await send(second.token)).toMatchObject({ status: 200, success: true });
  });

  it('answers one address at most 20 requests for a code an hour, sent or refused', async () => {
    const address = freshAddress();
    const { limit } = RATE_LIMITS.codeSendsAddress;
    await expectLetThrough(limit, (index) =>
      post(
        server,
        '/auth/sendresetpassword',
        { username: index % 2 ? 'nobody' : 'demo' },
        { address },
      ),
    );
    expectTooMany(
      await post(server, '/auth/sendresetpassword', { username: 'yeni' }, { address }),
      3600,
      SENDS_EN,
    );
    const player = await newPlayer(server);
    expectTooMany(
      await post(
        server,
        '/customer/updatephone',
        { step: 1, phone: '905551112233' },
        { token: player.token, address, locale: 'tr' },
      ),
      3600,
      SENDS_TR,
    );
  });
});

describe('code guesses', () => {
  const GUESSES_EN = 'Too many wrong codes. Please try again in 60 minutes.';
  const GUESSES_TR = 'Çok fazla hatalı kod girildi. Lütfen 60 dakika sonra tekrar deneyin.';

  it('takes 10 wrong password-reset codes an hour per account name, known or not', async () => {
    const { limit } = RATE_LIMITS.resetCodeAccount;
    // Out of the hour in which other tests asked for demo's codes (5 an hour per player).
    server.clock.advance(HOUR);
    expect((await post(server, '/auth/sendresetpassword', { username: 'demo' })).success).toBe(
      true,
    );
    const check = (username: string, locale: 'tr' | 'en' = 'en') =>
      post(server, '/auth/checkresetcode', { username, code: '000000x' }, { locale });
    await expectLetThrough(limit - 2, () => check('demo'));
    await expectLetThrough(2, () =>
      post(server, '/auth/changepasswordwithcode', {
        username: 'Demo',
        code: '000000x',
        password: 'whatever1',
        password2: 'whatever1',
      }),
    );
    expectTooMany(await check('demo'), 3600, GUESSES_EN);
    expectTooMany(await check('demo', 'tr'), 3600, GUESSES_TR);
    await expectLetThrough(limit, () => check('nobody'));
    expectTooMany(await check('nobody'), 3600, GUESSES_EN);
  });

  it('takes 30 wrong password-reset codes an hour per address', async () => {
    const address = freshAddress();
    const { limit } = RATE_LIMITS.resetCodeAddress;
    await expectLetThrough(limit, (index) =>
      post(
        server,
        '/auth/checkresetcode',
        { username: `name${index}`, code: '123456' },
        { address },
      ),
    );
    expectTooMany(
      await post(server, '/auth/checkresetcode', { username: 'demo', code: '123456' }, { address }),
      3600,
      GUESSES_EN,
    );
  });

  it('takes 10 wrong SMS codes an hour per player', async () => {
    const player = await newPlayer(server);
    const phone = '905309990000';
    await post(server, '/customer/updatephone', { step: 1, phone }, { token: player.token });
    const guess = (locale: 'tr' | 'en' = 'en') =>
      post(
        server,
        '/customer/updatephone',
        { step: 2, phone, code: '999999' },
        { token: player.token, locale },
      );
    await expectLetThrough(RATE_LIMITS.phoneCodePlayer.limit, () => guess());
    expectTooMany(await guess(), 3600, GUESSES_EN);
    expectTooMany(await guess('tr'), 3600, GUESSES_TR);
  });

  it('takes 10 refused bonus codes an hour per player, and 30 per address', async () => {
    const address = freshAddress();
    const { limit } = RATE_LIMITS.bonusCodePlayer;
    const guesser = await newPlayer(server);
    const helpers = [await newPlayer(server), await newPlayer(server)];
    const newcomer = await newPlayer(server);
    const claim = (token: string, locale: 'tr' | 'en' = 'en') =>
      post(server, '/bonus/claimcode', { code: 'NOSUCHCODE' }, { token, locale, address });
    await expectLetThrough(limit, () => claim(guesser.token));
    expectTooMany(await claim(guesser.token), 3600, GUESSES_EN);
    expectTooMany(await claim(guesser.token, 'tr'), 3600, GUESSES_TR);
    // The address has 10 of its 30: two more players use up the other 20, and a fourth player,
    // with none of their own, is refused at that address.
    for (const player of helpers) await expectLetThrough(limit, () => claim(player.token));
    expectTooMany(await claim(newcomer.token), 3600, GUESSES_EN);
  });
});
