// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../server/abuse/limits.ts';
import { newPlayer } from './support/protection-players.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// The rate limits as a client meets them: the attempt after a rule's limit is answered 429 with
// Retry-After (seconds) and the envelope, its message in the request's language; a lockout ends
// on time (the server's clock is moved); a success clears an account's count. Attempts here come
// through no socket, so a test that counts by address sends X-Forwarded-For with the server told
// that one proxy stands in front of it.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  server.services.config.trustProxy = 1;
}, 120_000);
afterAll(() => server.close());
// Each test starts with no counters.
beforeEach(async () => {
  await server.services.db.deleteFrom('rate_limits').execute();
});

interface Answer {
  status: number;
  retryAfter: string | null;
  success: boolean;
  message: string | null;
}

let addressCount = 0;
/** An address no other test uses. */
const freshAddress = () => `198.51.100.${(addressCount += 1)}`;

async function post(
  path: string,
  body: unknown,
  options: { token?: string; locale?: 'tr' | 'en'; address?: string; forwardedFor?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-locale': options.locale ?? 'en',
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const forwarded = options.forwardedFor ?? options.address;
  if (forwarded) headers['x-forwarded-for'] = forwarded;
  const response = await server.app.request(`/api${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; message: string | null };
  expect(Object.keys(envelope).sort()).toEqual(['data', 'message', 'success']);
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    success: envelope.success,
    message: envelope.message,
  };
}

const login = (username: string, password: string, options: Parameters<typeof post>[2] = {}) =>
  post('/auth/login', { username, password }, options);

/** Makes `count` attempts that must each be let through (HTTP 200, refused or not). */
async function attempts(count: number, attempt: (index: number) => Promise<Answer>) {
  for (let index = 0; index < count; index += 1)
    expect((await attempt(index)).status, `attempt ${index + 1}`).toBe(200);
}

function tooMany(answer: Answer, retryAfterSeconds: number, message: string) {
  expect(answer).toEqual({
    status: 429,
    retryAfter: String(retryAfterSeconds),
    success: false,
    message,
  });
}

const LOGIN_EN = (minutes: number) =>
  `Too many failed logins. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
const LOGIN_TR = (minutes: number) =>
  `Çok fazla hatalı giriş denemesi yapıldı. Lütfen ${minutes} dakika sonra tekrar deneyin.`;

describe('login, per account name', () => {
  const { limit } = RATE_LIMITS.loginAccount;

  it('locks the name for a minute after 5 failures, in both languages, then lets the player in', async () => {
    await attempts(limit, () => login('demo', 'wrong-password'));
    // Even the right password waits: the lockout does not tell whether it was right.
    tooMany(await login('demo', 'demo123'), 60, LOGIN_EN(1));
    tooMany(await login('DEMO', 'demo123', { locale: 'tr' }), 60, LOGIN_TR(1));
    server.clock.advance(MINUTE - 1000);
    tooMany(await login('demo', 'demo123'), 1, LOGIN_EN(1));
    server.clock.advance(1000);
    expect(await login('demo', 'demo123')).toMatchObject({ status: 200, success: true });
  });

  it('treats an unknown name the same as a wrong password', async () => {
    const known = [];
    const unknown = [];
    for (let index = 0; index <= limit; index += 1) {
      known.push(await login('yeni', 'wrong-password'));
      unknown.push(await login('kimse', 'wrong-password'));
    }
    expect(unknown).toEqual(known);
    tooMany(unknown[limit] as Answer, 60, LOGIN_EN(1));
  });

  it('locks for longer after each lockout in a row, never past 15 minutes', async () => {
    const waits = [];
    for (let round = 0; round < 6; round += 1) {
      await attempts(limit, () => login('yeni', 'wrong-password'));
      const refused = await login('yeni', 'wrong-password');
      expect(refused.status).toBe(429);
      waits.push(Number(refused.retryAfter));
      server.clock.advance(Number(refused.retryAfter) * 1000);
    }
    expect(waits).toEqual([60, 120, 240, 480, 900, 900]);
    expect(await login('yeni', 'yeni123')).toMatchObject({ status: 200, success: true });
  });

  it('starts again from a minute after a success', async () => {
    await attempts(limit, () => login('yeni', 'wrong-password'));
    server.clock.advance(MINUTE);
    await attempts(limit, () => login('yeni', 'wrong-password'));
    expect((await login('yeni', 'wrong-password')).retryAfter).toBe('120');
    server.clock.advance(2 * MINUTE);
    expect(await login('yeni', 'yeni123')).toMatchObject({ status: 200, success: true });
    // The success cleared the count and the lockouts before it.
    await attempts(limit, () => login('yeni', 'wrong-password'));
    tooMany(await login('yeni', 'wrong-password'), 60, LOGIN_EN(1));
  });

  it('forgets the earlier lockouts after a quiet quarter of an hour', async () => {
    await attempts(limit, () => login('yeni', 'wrong-password'));
    server.clock.advance(MINUTE);
    server.clock.advance(RATE_LIMITS.loginAccount.windowMs);
    await attempts(limit, () => login('yeni', 'wrong-password'));
    expect((await login('yeni', 'wrong-password')).retryAfter).toBe('60');
  });

  it('lets through only the limit of failures sent at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => login('demo', 'wrong-password')),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - limit);
  });

  it('does not count a body that breaks the contract', async () => {
    await attempts(limit - 1, () => login('demo', 'wrong-password'));
    for (let index = 0; index < 3; index += 1)
      expect((await post('/auth/login', { username: 'demo' })).status).toBe(400);
    expect((await login('demo', 'wrong-password')).status).toBe(200);
    expect((await login('demo', 'wrong-password')).status).toBe(429);
  });
});

describe('login, per client address', () => {
  const { limit } = RATE_LIMITS.loginAddress;

  it('refuses an address after 20 failures, whatever names it tries; other addresses go on', async () => {
    const address = freshAddress();
    await attempts(limit, (index) => login(`name${index}`, 'wrong-password', { address }));
    tooMany(await login('demo', 'demo123', { address }), 15 * 60, LOGIN_EN(15));
    tooMany(await login('demo', 'demo123', { address, locale: 'tr' }), 15 * 60, LOGIN_TR(15));
    expect(await login('demo', 'demo123', { address: freshAddress() })).toMatchObject({
      status: 200,
      success: true,
    });
    server.clock.advance(15 * MINUTE);
    expect((await login('demo', 'demo123', { address })).status).toBe(200);
  });

  it('counts failures only: logging in in between does not use the allowance', async () => {
    const address = freshAddress();
    await attempts(limit - 1, (index) => login(`name${index}`, 'wrong-password', { address }));
    await attempts(5, () => login('demo', 'demo123', { address }));
    expect((await login('someone', 'wrong-password', { address })).status).toBe(200);
    expect((await login('someone', 'wrong-password', { address })).status).toBe(429);
  });

  it('trusts only the entry its own proxy wrote, not the ones the client sent before it', async () => {
    const address = freshAddress();
    await attempts(limit, (index) =>
      login(`name${index}`, 'wrong-password', { forwardedFor: `203.0.113.${index}, ${address}` }),
    );
    const spoofed = await login('other', 'wrong-password', {
      forwardedFor: `203.0.113.99, ${address}`,
    });
    expect(spoofed.status).toBe(429);
  });
});

describe('codes sent', () => {
  const SENDS_EN = 'Too many codes were asked for. Please try again in 60 minutes.';
  const SENDS_TR = 'Çok fazla kod istendi. Lütfen 60 dakika sonra tekrar deneyin.';

  it('texts one phone at most 5 codes an hour, whoever asks', async () => {
    const phone = '905301234567';
    const first = await newPlayer(server);
    const second = await newPlayer(server);
    const send = (token: string, locale: 'tr' | 'en' = 'en') =>
      post('/customer/updatephone', { step: 1, phone }, { token, locale });
    await attempts(3, async () => {
      const answer = await send(first.token);
      expect(answer.success).toBe(true);
      return answer;
    });
    await attempts(2, () => send(second.token));
    tooMany(await send(second.token), 3600, SENDS_EN);
    tooMany(await send(first.token, 'tr'), 3600, SENDS_TR);
    // Another phone is counted on its own.
    expect(
      await post(
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
    await attempts(limit, (index) =>
      post('/auth/sendresetpassword', { username: index % 2 ? 'nobody' : 'demo' }, { address }),
    );
    tooMany(
      await post('/auth/sendresetpassword', { username: 'yeni' }, { address }),
      3600,
      SENDS_EN,
    );
    const player = await newPlayer(server);
    tooMany(
      await post(
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
    expect((await post('/auth/sendresetpassword', { username: 'demo' })).success).toBe(true);
    const check = (username: string, locale: 'tr' | 'en' = 'en') =>
      post('/auth/checkresetcode', { username, code: '000000x' }, { locale });
    await attempts(limit - 2, () => check('demo'));
    await attempts(2, () =>
      post('/auth/changepasswordwithcode', {
        username: 'Demo',
        code: '000000x',
        password: 'whatever1',
        password2: 'whatever1',
      }),
    );
    tooMany(await check('demo'), 3600, GUESSES_EN);
    tooMany(await check('demo', 'tr'), 3600, GUESSES_TR);
    await attempts(limit, () => check('nobody'));
    tooMany(await check('nobody'), 3600, GUESSES_EN);
  });

  it('takes 30 wrong password-reset codes an hour per address', async () => {
    const address = freshAddress();
    const { limit } = RATE_LIMITS.resetCodeAddress;
    await attempts(limit, (index) =>
      post('/auth/checkresetcode', { username: `name${index}`, code: '123456' }, { address }),
    );
    tooMany(
      await post('/auth/checkresetcode', { username: 'demo', code: '123456' }, { address }),
      3600,
      GUESSES_EN,
    );
  });

  it('takes 10 wrong SMS codes an hour per player', async () => {
    const player = await newPlayer(server);
    const phone = '905309990000';
    await post('/customer/updatephone', { step: 1, phone }, { token: player.token });
    const guess = (locale: 'tr' | 'en' = 'en') =>
      post(
        '/customer/updatephone',
        { step: 2, phone, code: '999999' },
        { token: player.token, locale },
      );
    await attempts(RATE_LIMITS.phoneCodePlayer.limit, () => guess());
    tooMany(await guess(), 3600, GUESSES_EN);
    tooMany(await guess('tr'), 3600, GUESSES_TR);
  });

  it('takes 10 refused bonus codes an hour per player, and 30 per address', async () => {
    const address = freshAddress();
    const { limit } = RATE_LIMITS.bonusCodePlayer;
    const guesser = await newPlayer(server);
    const helpers = [await newPlayer(server), await newPlayer(server)];
    const newcomer = await newPlayer(server);
    const claim = (token: string, locale: 'tr' | 'en' = 'en') =>
      post('/bonus/claimcode', { code: 'NOSUCHCODE' }, { token, locale, address });
    await attempts(limit, () => claim(guesser.token));
    tooMany(await claim(guesser.token), 3600, GUESSES_EN);
    tooMany(await claim(guesser.token, 'tr'), 3600, GUESSES_TR);
    // The address has 10 of its 30: two more players use up the other 20, and a fourth player,
    // with none of their own, is refused at that address.
    for (const player of helpers) await attempts(limit, () => claim(player.token));
    tooMany(await claim(newcomer.token), 3600, GUESSES_EN);
  });
});

describe('password confirmations', () => {
  const PASSWORDS_EN = 'Too many wrong passwords. Please try again in 1 minute.';
  const PASSWORDS_TR = 'Çok fazla hatalı şifre girildi. Lütfen 1 dakika sonra tekrar deneyin.';

  it('locks a break, an exclusion and a password change for a minute after 5 wrong passwords', async () => {
    const player = await newPlayer(server);
    const options = { token: player.token };
    await attempts(2, () =>
      post('/protection/break', { period: 1, password: 'wrong-one' }, options),
    );
    await attempts(2, () =>
      post('/protection/exclude', { period: 1, password: 'wrong-one' }, options),
    );
    await attempts(1, () =>
      post(
        '/customer/changepassword',
        { oldPassword: 'wrong-one', password: 'brand-new1', confirmPassword: 'brand-new1' },
        options,
      ),
    );
    tooMany(
      await post('/protection/break', { period: 1, password: player.password }, options),
      60,
      PASSWORDS_EN,
    );
    tooMany(
      await post(
        '/protection/exclude',
        { period: 1, password: player.password },
        {
          ...options,
          locale: 'tr',
        },
      ),
      60,
      PASSWORDS_TR,
    );
    server.clock.advance(MINUTE);
    expect(
      await post('/protection/break', { period: 1, password: player.password }, options),
    ).toMatchObject({ status: 200, success: true });
  });
});

describe('the request body', () => {
  it('is refused over 64 KB with 413 in the envelope, in the request language', async () => {
    const big = JSON.stringify({ username: 'x'.repeat(70_000), password: 'p' });
    const answer = async (locale: 'tr' | 'en') => {
      const response = await server.app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-locale': locale },
        body: big,
      });
      return { status: response.status, ...((await response.json()) as object) };
    };
    expect(await answer('en')).toEqual({
      status: 413,
      success: false,
      message: 'The request is too large: at most 64 KB is accepted.',
      data: null,
    });
    expect(await answer('tr')).toMatchObject({
      status: 413,
      message: 'İstek çok büyük: en fazla 64 KB kabul edilir.',
    });
  });
});
