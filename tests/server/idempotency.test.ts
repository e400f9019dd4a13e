// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../../server/money/ledger.ts';
import { fund } from './support/race-helpers.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// Exactly once per Idempotency-Key: a repeated request (a retry after a lost answer, a double
// click) gets the first answer again and moves no money twice; the same key with another body is
// refused; a refusal is not stored, so the retry is judged again; keys are each player's own.
let server: TestServer;
let demo: { id: number; token: string };
let yeni: { id: number; token: string };

interface Answer {
  status: number;
  replayed: boolean;
  body: { success: boolean; message: string | null; data: unknown };
}

async function post(
  path: string,
  body: unknown,
  options: { token: string; key?: string; locale?: 'tr' | 'en' },
): Promise<Answer> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-locale': options.locale ?? 'en',
    authorization: `Bearer ${options.token}`,
  };
  if (options.key !== undefined) headers['idempotency-key'] = options.key;
  const response = await server.app.request(`/api${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    replayed: response.headers.get('idempotent-replayed') === 'true',
    body: (await response.json()) as Answer['body'],
  };
}

const countOf = async (table: 'payments' | 'player_bonuses', playerId: number) =>
  Number(
    (
      await server.services.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('player_id', '=', playerId)
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  server = await startTestServer();
  demo = await server.player('demo', 'demo123');
  yeni = await server.player('yeni', 'yeni123');
}, 120_000);
afterAll(() => server.close());

const deposit = { id: 13, target: 'pay', detail: { Amount: 75 } };
const withdrawal = (amount: number) => ({ id: 23, target: 'pay', detail: { Amount: amount } });

describe('Idempotency-Key', () => {
  it('answers a repeated deposit with the first answer and writes one deposit', async () => {
    const key = randomUUID();
    const before = await countOf('payments', demo.id);
    const first = await post('/payment/deposit', deposit, { token: demo.token, key });
    expect(first).toMatchObject({ status: 200, replayed: false, body: { success: true } });
    const again = await post('/payment/deposit', deposit, { token: demo.token, key });
    expect(again).toEqual({ ...first, replayed: true });
    expect(await countOf('payments', demo.id)).toBe(before + 1);
  });

  it('gives ten simultaneous withdrawals with one key one withdrawal and one answer', async () => {
    const key = randomUUID();
    const balance = await balanceOf(server.services.db, demo.id);
    const before = await countOf('payments', demo.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('/payment/withdraw', withdrawal(150), { token: demo.token, key }),
      ),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(answers[0]?.body).toMatchObject({ success: true });
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
    expect(await countOf('payments', demo.id)).toBe(before + 1);
    expect(await balanceOf(server.services.db, demo.id)).toBe(balance - 15_000);
  });

  it('refuses the same key with another body, in the request’s language, moving nothing', async () => {
    const key = randomUUID();
    await post('/payment/withdraw', withdrawal(120), { token: demo.token, key });
    const balance = await balanceOf(server.services.db, demo.id);
    const other = await post('/payment/withdraw', withdrawal(130), { token: demo.token, key });
    expect(other).toMatchObject({
      status: 400,
      replayed: false,
      body: {
        success: false,
        message:
          "This request's Idempotency-Key was already used for a different request. Send a new key for a new action.",
        data: null,
      },
    });
    const tr = await post('/payment/withdraw', withdrawal(130), {
      token: demo.token,
      key,
      locale: 'tr',
    });
    expect(tr.body.message).toBe(
      'Bu isteğin Idempotency-Key değeri farklı bir istek için zaten kullanıldı. Yeni bir işlem için yeni bir anahtar gönderin.',
    );
    expect(await balanceOf(server.services.db, demo.id)).toBe(balance);
  });

  it('does not keep a refusal: the retry is judged again on its own moment', async () => {
    const key = randomUUID();
    expect(await balanceOf(server.services.db, yeni.id)).toBe(0);
    const refused = await post('/payment/withdraw', withdrawal(100), { token: yeni.token, key });
    expect(refused.body).toMatchObject({
      success: false,
      message: 'Your balance is not enough for this withdrawal.',
    });
    await fund(server, yeni.id, 10_000);
    const retried = await post('/payment/withdraw', withdrawal(100), { token: yeni.token, key });
    expect(retried).toMatchObject({ replayed: false, body: { success: true } });
    expect(await balanceOf(server.services.db, yeni.id)).toBe(0);
  });

  it('keeps each player’s keys apart', async () => {
    const key = randomUUID();
    await fund(server, yeni.id, 10_000);
    const before = {
      demo: await countOf('payments', demo.id),
      yeni: await countOf('payments', yeni.id),
    };
    const mine = await post('/payment/withdraw', withdrawal(100), { token: demo.token, key });
    const theirs = await post('/payment/withdraw', withdrawal(100), { token: yeni.token, key });
    expect([mine.replayed, theirs.replayed]).toEqual([false, false]);
    expect(await countOf('payments', demo.id)).toBe(before.demo + 1);
    expect(await countOf('payments', yeni.id)).toBe(before.yeni + 1);
  });

  it('claims a bonus code once and tells the player once, however often it is sent', async () => {
    const key = randomUUID();
    const pushedBefore = server.pushed.length;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        post('/bonus/claimcode', { code: 'ROYAL100' }, { token: yeni.token, key }),
      ),
    );
    expect(answers.every((answer) => answer.body.success)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body.message)).size).toBe(1);
    expect(await countOf('player_bonuses', yeni.id)).toBe(1);
    const told = server.pushed.slice(pushedBefore).filter((push) => push.playerId === yeni.id);
    expect(told).toHaveLength(1);
  });

  it('cancels a withdrawal once per key, and answers the repeat as the first time', async () => {
    await post('/payment/withdraw', withdrawal(110), { token: demo.token, key: randomUUID() });
    const row = await server.services.db
      .selectFrom('payments')
      .select('id')
      .where('player_id', '=', demo.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const key = randomUUID();
    const first = await post(
      '/transaction/cancelwithdraw',
      { id: row.id },
      { token: demo.token, key },
    );
    const again = await post(
      '/transaction/cancelwithdraw',
      { id: row.id },
      { token: demo.token, key },
    );
    expect(first.body).toMatchObject({ success: true });
    expect(again).toEqual({ ...first, replayed: true });
    const unkeyed = await post(
      '/transaction/cancelwithdraw',
      { id: row.id },
      { token: demo.token },
    );
    expect(unkeyed.body).toMatchObject({
      success: false,
      message: 'This withdrawal can no longer be cancelled.',
    });
  });

  it('refuses a key that breaks the contract’s rule, with HTTP 400 and a message', async () => {
    const answer = await post('/payment/deposit', deposit, { token: demo.token, key: 'short' });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        success: false,
        message:
          'The Idempotency-Key header is not valid: 8 to 255 letters, digits or . _ : - characters.',
      },
    });
  });
});
